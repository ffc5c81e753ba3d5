import { toast } from "~/lib/browser/toast-store";
import { ui } from "~/config/salon";
import { openAssistant } from "./assistant";
import { publicConfig } from "./third-party";
import { track } from "./tracking";

/** Texts of the chat notice, verbatim: one for the home hero's chat button, one for every other chat button. */
export const chatNotices = {
  hero: { title: "Open the chat", description: "Tap the chat bubble at the bottom-right to start chatting with the chat assistant." },
  assistant: { title: "Chat with the assistant", description: "Look for the chat bubble at the bottom-right to start chatting." },
} as const;

export type ChatNotice = keyof typeof chatNotices;

// Chat widgets render their launcher differently; these cover ours and the common embeds.
const bubbleSelector = "[data-chat-bubble], #chat-widget-container, [id*='chat-bubble' i], iframe[title*='chat' i]";

/**
 * A chat button was used. With a chat provider configured, point at its bubble
 * (outline it for 2.5 s and show the notice); otherwise open the salon's own assistant.
 */
export async function startChat(source: string, notice: ChatNotice, opener: HTMLElement | null) {
  track("chat_clicked", { source });
  const config = await publicConfig();
  if (config?.chatWidgetSrc) promptChat(source, notice);
  else openAssistant(source, opener);
}

/** Point the visitor at the chat bubble: outline it briefly when it exists, and always show the notice. */
function promptChat(source: string, notice: ChatNotice) {
  track("ai_agent_interaction", { agent: "chat_assistant", action: "chat_bubble_prompted", location: source });
  const bubble = document.querySelector<HTMLElement>(bubbleSelector);
  if (bubble) {
    const previous = bubble.style.outline;
    bubble.style.outline = "3px solid #d9a441";
    bubble.style.outlineOffset = "4px";
    window.setTimeout(() => {
      bubble.style.outline = previous;
    }, ui.chatHighlightMs);
  }
  toast(chatNotices[notice].title, { description: chatNotices[notice].description });
}
