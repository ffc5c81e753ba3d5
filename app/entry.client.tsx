import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentHydrationOptions, keepTypingThroughHydration, markHydrationFailed } from "~/lib/browser/hydration-pass";

// npm run dev: an edit renders the page again with the new code. From then on painted regions render their content,
// as after a failed hydration, instead of keeping the HTML the server first sent, so the edit shows there too.
import.meta.hot?.on("vite:beforeUpdate", markHydrationFailed);

keepTypingThroughHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    documentHydrationOptions,
  );
});
