/** Route module (react-router lazy): placeholder until this screen is built. */
export function Component() {
  return <h1>MyRequestsPage</h1>;
}
