/** Go to a checkout: the top-level window when this page is embedded in a frame. */
export function redirectTopWindow(url: string) {
  try {
    if (window.top && window.top !== window.self) {
      window.top.location.href = url;
      return;
    }
  } catch {
    // A cross-origin parent refuses access: navigate this frame instead.
  }
  window.location.href = url;
}
