import { ButtonLink } from "~/components/ui/button";
import { BookButton, CallButton, ChatButton } from "~/components/ui/contact-buttons";
import { Icon, type IconName } from "~/components/ui/icons";
import { salon } from "~/config/salon";
import type { BlogCtaView } from "~/lib/blog";
import { Painted } from "~/components/ui/painted";
import ringsWattlePair from "~/components/ui/art/rings-wattle-pair.svg?url";

const founder = salon.founder.firstName;

const look: Record<BlogCtaView["type"], { eyebrow: string; title: string; icon: IconName }> = {
  booking: { eyebrow: "Book an appointment", title: `Book with ${founder}`, icon: "calendar" },
  call: { eyebrow: "Talk to us", title: `Call ${founder}'s team, any time`, icon: "phone" },
  chat: { eyebrow: "Ask a question", title: "Chat with our assistant, day or night", icon: "chat" },
  service: { eyebrow: "From the service menu", title: "", icon: "sparkle" },
  product: { eyebrow: "From the salon shelf", title: "", icon: "bag" },
};

/** The article's call to action (booking, call, chat, a service or a product), shown after the second section and again at the end. */
export function BlogCta({ cta, id }: { cta: BlogCtaView; id: string }) {
  const { eyebrow, icon } = look[cta.type];
  const title = cta.link ? cta.link.title : look[cta.type].title;
  return (
    <Painted as="div" className="my-10 overflow-hidden rounded-card bg-eucalyptus text-cream shadow-soft" data-blog-cta={cta.type}>
      <div className="relative p-6 sm:p-8">
        <img src={ringsWattlePair} alt="" width="200" height="200" className="max-w-none absolute -right-12 -bottom-12 size-48" />
        <p className="relative flex items-center gap-2 text-small font-semibold tracking-[0.18em] text-wattle-light uppercase">
          <Icon name={icon} className="size-4" />
          {eyebrow}
        </p>
        <h2 id={id} className="relative mt-3 font-display text-lead leading-snug font-semibold text-cream">
          {title}
        </h2>
        <p className="relative mt-2 max-w-xl leading-relaxed text-cream/85">{cta.text}</p>
        <div className="relative mt-6 flex flex-wrap gap-3">
          {cta.type === "booking" && <BookButton placement="blog_cta" variant="gold" />}
          {cta.type === "call" && <CallButton location="blog_cta" variant="gold" label={`Call ${salon.phone.display}`} />}
          {cta.type === "chat" && <ChatButton source="blog_cta" variant="gold" label="Start a chat" />}
          {cta.link && (
            <ButtonLink to={cta.link.href} variant="gold">
              {cta.type === "product" ? "Shop now" : "See details & price"}
              <Icon name="arrowRight" className="size-4" />
            </ButtonLink>
          )}
        </div>
        {(cta.type === "call" || cta.type === "chat") && (
          <p className="relative mt-4 text-small text-cream/70">
            Our {cta.type === "call" ? "phone" : "chat"} assistant answers 24/7, and {founder} follows up personally on detailed questions.
          </p>
        )}
      </div>
    </Painted>
  );
}
