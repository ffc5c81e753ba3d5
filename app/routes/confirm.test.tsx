import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { newsletterPolicy } from "~/config/salon";
import Confirm from "./confirm";

type Props = Parameters<typeof Confirm>[0];

/** The page as the server renders it after the no-JavaScript confirm button was pressed. */
function afterConfirming(outcome: "confirmed" | "expired" | "invalid") {
  const props = { loaderData: { token: "t", email: "late@example.com", valid: true }, actionData: { outcome } } as unknown as Props;
  return renderToStaticMarkup(
    <MemoryRouter>
      <Confirm {...props} />
    </MemoryRouter>,
  );
}

describe("the confirmation page", () => {
  it("says an expired link has expired, how long links last, and offers a form that mails a new one", () => {
    const page = afterConfirming("expired");
    expect(page).toContain("This link has expired");
    expect(page).toContain(`links work for ${newsletterPolicy.confirmLinkDays} days`);
    const form = /<form[^>]*>.*?<\/form>/.exec(page)?.[0] ?? "";
    expect(form).toContain('action="/newsletter"');
    expect(form).toContain('method="post"');
    expect(form).toContain('<input type="hidden" name="email" value="late@example.com"/>');
    expect(form).toContain("Send me a new link");
  });

  it("tells a wrong link from an expired one", () => {
    expect(afterConfirming("invalid")).toContain("Something went wrong confirming your subscription");
    expect(afterConfirming("invalid")).not.toContain("expired");
    expect(afterConfirming("confirmed")).toContain("You&#x27;re subscribed!");
  });
});
