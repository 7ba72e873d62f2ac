/** Text for an HTML text node or a double-quoted attribute (the prerenderer's pages and the server's renders). */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
