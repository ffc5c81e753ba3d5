import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fulfilmentVariants } from "../../lib/fulfilment-blocks.ts";
import { postStamp, shownPosts } from "../blog-posts.server.ts";
import { log } from "../log.server.ts";
import { fulfilment } from "../public-config.server.ts";
import { serviceMenu } from "../service-menu.server.ts";
import { faqsShown, policyPage } from "../words/saved-words.server.ts";
import { keptPerRevision } from "../per-revision.server.ts";
import { assistantCorpus, shownPolicySlugs, type AssistantArticle, type OwnerWords } from "./corpus.server.ts";
import { Assistant, serialiseIndex } from "./engine.server.ts";
import { articlesFingerprint, assistantIndexFile, wordsFingerprint, type AssistantIndexFile } from "./index-file.server.ts";

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

type WordsNow = { words: OwnerWords; fingerprint: string };

/**
 * The assistant over this menu, these posts and these FAQs and policies. The build's index serves while the menu,
 * the posts, the words and the shop setup (pick-up or shipping) are the ones it was made from; otherwise the index
 * is made again, once per change of any of them, and kept until the next one. Never per question.
 */
function assistantFor(setup: ReturnType<typeof fulfilment>, menu: MenuNow, articles: AssistantArticle[], words: WordsNow): Assistant {
  const articlesPrint = articlesFingerprint(articles);
  const key = `${setup} ${menu.fingerprint} ${articlesPrint} ${words.fingerprint}`;
  if (current?.key === key) return current.assistant;
  const file = builtIndex();
  const started = Date.now();
  const fromBuild = file?.fulfilment === setup && file.menu === menu.fingerprint && file.articles === articlesPrint && file.words === words.fingerprint;
  const assistant =
    fromBuild && file ? new Assistant(file.index) : new Assistant(serialiseIndex(assistantCorpus(setup, menu.shown, articles, words.words)));
  log("assistant.index_ready", { fromBuild, menu: menu.fingerprint, articles: articles.length, words: words.fingerprint, ms: Date.now() - started });
  current = { key, assistant };
  return assistant;
}

/** The FAQs and policies as the owner last saved them, in one setup, with their fingerprint: read and hashed once per content revision. */
async function ownerWords(setup: ReturnType<typeof fulfilment>): Promise<WordsNow> {
  const [faqs, policies] = await Promise.all([faqsShown(setup), Promise.all(shownPolicySlugs(setup).map((slug) => policyPage(slug, setup)))]);
  const words = { faqs, policies };
  return { words, fingerprint: wordsFingerprint(words) };
}
const wordsNow = { pickup: keptPerRevision(() => ownerWords("pickup")), shipping: keptPerRevision(() => ownerWords("shipping")) };

let shownStamp: { stamp: string; articles: AssistantArticle[] } | undefined;

/**
 * The assistant over the menu, the posts, the FAQs and the policies a visitor may see now: a price changed, a post
 * published, edited or taken down, or an FAQ or policy saved, is answered from at once.
 */
export async function currentAssistant(): Promise<Assistant> {
  const setup = fulfilment();
  const [menu, posts, words] = await Promise.all([serviceMenu(), shownPosts(), wordsNow[setup]()]);
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
  return assistantFor(setup, menu, shownStamp.articles, words);
}
