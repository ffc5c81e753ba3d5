import { toast } from "~/components/ui/toast-store";
import { ui } from "~/config/salon";
import { track } from "./tracking";

/** Texts of the chat notice (spec 000 §8 for the home hero, spec 001 §8 elsewhere). */
export const chatNotices = {
  hero: { title: "Open the chat", description: "Tap the chat bubble at the bottom-right to start chatting with the chat assistant." },
  assistant: { title: "Chat with the assistant", description: "Look for the chat bubble at the bottom-right to start chatting." },
} as const;

export type ChatNotice = keyof typeof chatNotices;

// Chat widgets render their launcher differently; these cover ours and the common embeds.
const bubbleSelector = "[data-chat-bubble], #chat-widget-container, [id*='chat-bubble' i], iframe[title*='chat' i]";

/** Point the visitor at the chat bubble: outline it briefly when it exists, and always show the notice. */
export function promptChat(source: string, notice: ChatNotice = "assistant") {
  track("chat_clicked", { source });
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
