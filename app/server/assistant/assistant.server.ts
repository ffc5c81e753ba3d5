import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { log } from "../log.server.ts";
import { fulfilment } from "../public-config.server.ts";
import { serviceMenu } from "../service-menu.server.ts";
import { assistantCorpus } from "./corpus.server.ts";
import { Assistant, serialiseIndex } from "./engine.server.ts";
import { assistantIndexFile, type AssistantIndexFile } from "./index-file.server.ts";

let built: AssistantIndexFile | null | undefined;
let current: { key: string; assistant: Assistant } | undefined;

/** The index the build wrote (build/server, as server.ts finds the bundle), read once; none in development and unit tests. */
function builtIndex(): AssistantIndexFile | null {
  if (built !== undefined) return built;
  const file = path.resolve("build/server", assistantIndexFile);
  built = process.env.NODE_ENV !== "development" && !process.env.VITEST && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as AssistantIndexFile) : null;
  return built;
}

/**
 * The one assistant of this process, for the menu as it stands. The build's index serves while the owner's
 * menu is still the one it was made from and the shop is set up as the build assumed (pick-up or shipping);
 * otherwise, and again after each change to the menu, the index is made once from the content and the menu,
 * and kept until the menu changes. Never per question.
 */
export async function getAssistant(): Promise<Assistant> {
  const setup = fulfilment();
  const menu = await serviceMenu();
  const key = `${setup} ${menu.fingerprint}`;
  if (current?.key === key) return current.assistant;
  const file = builtIndex();
  if (file && file.fulfilment === setup && file.menu === menu.fingerprint) {
    current = { key, assistant: new Assistant(file.index) };
    log("assistant.index_loaded", { menu: menu.fingerprint });
  } else {
    const started = Date.now();
    current = { key, assistant: new Assistant(serialiseIndex(assistantCorpus(setup, menu.shown))) };
    log("assistant.index_built", { menu: menu.fingerprint, ms: Date.now() - started });
  }
  return current.assistant;
}
