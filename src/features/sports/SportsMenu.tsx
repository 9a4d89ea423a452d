// The left sports menu (desktop). Filled by the live-sports issue.
export default function SportsMenu() {
  return <nav aria-label="Sports menu" />;
}
