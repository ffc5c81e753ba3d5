import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { log } from "../log.server.ts";
import { assistantCorpus } from "./corpus.server.ts";
import { Assistant, serialiseIndex, type SerialisedIndex } from "./engine.server.ts";
import { assistantIndexFile } from "./index-file.server.ts";

let assistant: Assistant | undefined;

/**
 * The one assistant of this process. The built server reads the index the build
 * wrote (build/server, as server.ts finds the bundle); the dev server and the
 * unit tests, which have no build, make the same index from the content once.
 */
export function getAssistant(): Assistant {
  if (assistant) return assistant;
  const file = path.resolve("build/server", assistantIndexFile);
  if (process.env.NODE_ENV !== "development" && !process.env.VITEST && existsSync(file)) {
    assistant = new Assistant(JSON.parse(readFileSync(file, "utf8")) as SerialisedIndex);
    log("assistant.index_loaded", { file });
  } else {
    assistant = new Assistant(serialiseIndex(assistantCorpus()));
  }
  return assistant;
}
