import { describe, expect, it } from "vitest";
import { salon } from "~/config/salon";
import { describeStorageProblem, storageAdvice, storageProblemOf, storageUnavailableMessage, type StorageProblem } from "./storage-errors";

const fsError = (code: string, message = `${code}: failed`) => Object.assign(new Error(message), { code });
const wasiError = (errno: number) => Object.assign(new Error(""), { name: "ErrnoError", errno });
const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "ERROR" });
/** How Drizzle reports a failed query: its own error, the driver's as the cause. */
const drizzleWrapped = (cause: unknown) => new Error('Failed query: insert into "leads" ...\nparams: a@example.com', { cause });

describe("storageProblemOf", () => {
  it.each([
    ["ENOSPC", "full"],
    ["EDQUOT", "full"],
    ["EFBIG", "full"],
    ["EROFS", "read_only"],
    ["EACCES", "no_access"],
    ["EPERM", "no_access"],
    ["ENOTDIR", "not_a_directory"],
    ["EIO", "io"],
  ] as const)("reads the fs error code %s as %s", (code, problem) => {
    expect(storageProblemOf(fsError(code))).toBe(problem);
  });

  it.each([
    [51, "full"],
    [22, "full"],
    [69, "read_only"],
    [2, "no_access"],
    [54, "not_a_directory"],
    [29, "io"],
  ] as const)("reads PGlite's WebAssembly errno %i as %s", (errno, problem) => {
    expect(storageProblemOf(drizzleWrapped(wasiError(errno)))).toBe(problem);
  });

  it("reads PostgreSQL's disk_full, io_error and read-only SQLSTATEs, through Drizzle's wrapper", () => {
    expect(storageProblemOf(drizzleWrapped(sqlError("53100", 'could not extend file "base/5/16447": No space left on device')))).toBe("full");
    expect(storageProblemOf(drizzleWrapped(sqlError("58030", "could not write block")))).toBe("io");
    expect(storageProblemOf(sqlError("25006", "cannot execute INSERT in a read-only transaction"))).toBe("read_only");
    expect(storageProblemOf(sqlError("57P01", "terminating connection due to administrator command"))).toBe("closed");
  });

  it("reads the messages of errors without a code", () => {
    expect(storageProblemOf(new Error("write failed: No space left on device"))).toBe("full");
    expect(storageProblemOf(new Error("EROFS: Read-only file system, open '/data/x'"))).toBe("read_only");
    expect(storageProblemOf(new Error("PGlite is closed"))).toBe("closed");
  });

  it("leaves other errors alone, including SQL errors whose text sounds like a file problem", () => {
    expect(storageProblemOf(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(storageProblemOf(sqlError("23505", "duplicate key value violates unique constraint"))).toBeNull();
    expect(storageProblemOf(sqlError("42501", "permission denied for table leads"))).toBeNull();
    expect(storageProblemOf(fsError("ENOENT"))).toBeNull();
    expect(storageProblemOf(wasiError(44))).toBeNull();
    expect(storageProblemOf("ENOSPC")).toBeNull();
    expect(storageProblemOf(null)).toBeNull();
  });

  it("stops following causes after a few levels, even when they loop", () => {
    const looping = new Error("outer") as Error & { cause?: unknown };
    looping.cause = looping;
    expect(storageProblemOf(looping)).toBeNull();
    let deep: unknown = fsError("ENOSPC");
    for (let i = 0; i < 10; i++) deep = new Error(`level ${i}`, { cause: deep });
    expect(storageProblemOf(deep)).toBeNull();
  });
});

describe("what the owner and the visitor are told", () => {
  const problems: StorageProblem[] = ["full", "read_only", "no_access", "not_a_directory", "io", "closed"];

  it("describes every problem and says what to do about it", () => {
    for (const problem of problems) {
      expect(describeStorageProblem(problem)).toMatch(/\w{4,}/);
      expect(storageAdvice(problem)).toMatch(/\.$/);
    }
    expect(describeStorageProblem("full")).toContain("disk is full");
    expect(describeStorageProblem("read_only")).toContain("read-only");
    expect(storageAdvice("full")).toContain("DATA_DIR");
  });

  it("tells the visitor nothing was saved, to try again, and how to call the salon", () => {
    expect(storageUnavailableMessage).toContain("couldn't save that just now");
    expect(storageUnavailableMessage).toContain("try again");
    expect(storageUnavailableMessage).toContain(salon.phone.display);
  });
});
