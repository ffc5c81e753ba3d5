import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fulfilmentVariants } from "../../lib/fulfilment-blocks.ts";
import { postStamp, shownPosts } from "../blog-posts.server.ts";
import { log } from "../log.server.ts";
import { fulfilment } from "../public-config.server.ts";
import { serviceMenu } from "../service-menu.server.ts";
import { assistantCorpus, type AssistantArticle } from "./corpus.server.ts";
import { Assistant, serialiseIndex } from "./engine.server.ts";
import { articlesFingerprint, assistantIndexFile, type AssistantIndexFile } from "./index-file.server.ts";

let built: AssistantIndexFile | null | undefined;

/** The index the build wrote (build/server, as server.ts finds the bundle), read once; none in development and unit tests. */
function builtIndex(): AssistantIndexFile | null {
  if (built !== undefined) return built;
  const file = path.resolve("build/server", assistantIndexFile);
  built = process.env.NODE_ENV !== "development" && !process.env.VITEST && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as AssistantIndexFile) : null;
  if (built) log("assistant.index_loaded", { file });
  return built;
}

let current: { key: string; assistant: Assistant } | undefined;

type MenuNow = Awaited<ReturnType<typeof serviceMenu>>;

/**
 * The assistant over this menu and these posts. The build's index serves while the menu, the posts and the shop
 * setup (pick-up or shipping) are the ones it was made from; otherwise the index is made again, once per change of
 * the menu or the posts, and kept until the next one. Never per question.
 */
function assistantFor(setup: ReturnType<typeof fulfilment>, menu: MenuNow, articles: AssistantArticle[]): Assistant {
  const articlesPrint = articlesFingerprint(articles);
  const key = `${setup} ${menu.fingerprint} ${articlesPrint}`;
  if (current?.key === key) return current.assistant;
  const file = builtIndex();
  const started = Date.now();
  const fromBuild = file?.fulfilment === setup && file.menu === menu.fingerprint && file.articles === articlesPrint;
  const assistant = fromBuild && file ? new Assistant(file.index) : new Assistant(serialiseIndex(assistantCorpus(setup, menu.shown, articles)));
  log("assistant.index_ready", { fromBuild, menu: menu.fingerprint, articles: articles.length, ms: Date.now() - started });
  current = { key, assistant };
  return assistant;
}

let shownStamp: { stamp: string; articles: AssistantArticle[] } | undefined;

/**
 * The assistant over the menu and the posts a visitor may see now: a price changed, or a post published, edited or
 * taken down, is answered from at once.
 */
export async function currentAssistant(): Promise<Assistant> {
  const setup = fulfilment();
  const [menu, posts] = await Promise.all([serviceMenu(), shownPosts()]);
  const stamp = `${setup}|${posts.map(postStamp).join("|")}`;
  if (shownStamp?.stamp !== stamp) {
    const articles = posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      category: post.category,
      excerpt: post.excerpt,
      markdown: fulfilmentVariants(`post ${post.slug}`, post.body)[setup].trim(),
    }));
    shownStamp = { stamp, articles };
  }
  return assistantFor(setup, menu, shownStamp.articles);
}
