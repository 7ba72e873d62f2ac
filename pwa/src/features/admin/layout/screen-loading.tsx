/**
 * Where a screen will be while its code is on its way: in the panel's frame as the HTML brings it (admin-frame.tsx),
 * and while a screen's own chunk loads (admin-layout.tsx). Text, not a spinner: a screen reader hears it.
 */
export function ScreenLoading({ text }: { text: string }) {
  return (
    <p className="adm-muted adm-screen-loading" role="status">
      {text}
    </p>
  );
}
