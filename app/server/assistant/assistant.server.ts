import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { log } from "../log.server.ts";
import { fulfilment } from "../public-config.server.ts";
import { assistantCorpus } from "./corpus.server.ts";
import { Assistant, serialiseIndex } from "./engine.server.ts";
import { assistantIndexFile, type AssistantIndexFile } from "./index-file.server.ts";

let assistant: Assistant | undefined;

/**
 * The one assistant of this process. The built server reads the index the build
 * wrote (build/server, as server.ts finds the bundle); the dev server and the
 * unit tests, which have no build, make the same index from the content once, and
 * so does a server whose shop is set up differently from the build's (pick-up or shipping).
 */
export function getAssistant(): Assistant {
  if (assistant) return assistant;
  const file = path.resolve("build/server", assistantIndexFile);
  const setup = fulfilment();
  const built = process.env.NODE_ENV !== "development" && !process.env.VITEST && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as AssistantIndexFile) : null;
  if (built?.fulfilment === setup) {
    assistant = new Assistant(built.index);
    log("assistant.index_loaded", { file });
  } else {
    assistant = new Assistant(serialiseIndex(assistantCorpus(setup)));
  }
  return assistant;
}
