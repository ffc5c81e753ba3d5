import { BookButton, CallButton, ChatButton } from "~/components/ui/contact-buttons";

/** The shop's call to action: chat, call or book direct. */
export function ShopHelp({ placement }: { placement: string }) {
  return (
    <section className="container-page my-16" aria-labelledby={`${placement}-help-title`}>
      <div className="flex flex-col gap-6 rounded-[2rem] bg-mist/70 p-8 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-xl">
          <h2 id={`${placement}-help-title`} className="text-h2">
            Not sure what your hair needs?
          </h2>
          <p className="mt-2 text-muted">Chat with us or call any time for a recommendation, or book in and we'll build a routine with you in the chair.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ChatButton source={placement} variant="primary" />
          <CallButton location={placement} />
          <BookButton placement={placement} variant="gold" />
        </div>
      </div>
    </section>
  );
}
