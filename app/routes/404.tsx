// /404 is the same page as any unknown URL, with the same 404 status.
export { action, default, loader, meta } from "./$";
