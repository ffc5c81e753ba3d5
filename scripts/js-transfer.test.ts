import { describe, expect, it } from "vitest";
import { scriptTransfers } from "./js-transfer.ts";

describe("scriptTransfers", () => {
  it("counts finished script responses only, largest first, in KB", () => {
    const responses = [
      { requestId: "1", type: "Script", url: "/assets/a.js" },
      { requestId: "2", type: "Document", url: "/" },
      { requestId: "3", type: "Script", url: "/assets/b.js" },
      { requestId: "4", type: "Script", url: "/assets/still-loading.js" },
    ];
    const finished = [
      { requestId: "1", encodedDataLength: 1024 },
      { requestId: "2", encodedDataLength: 50_000 },
      { requestId: "3", encodedDataLength: 4096 },
    ];
    expect(scriptTransfers(responses, finished)).toEqual([
      { url: "/assets/b.js", kb: 4 },
      { url: "/assets/a.js", kb: 1 },
    ]);
  });
});
