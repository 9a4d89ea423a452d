// One figure of the dashboard: what it is, the number, and a note on what it counts; a figure with a
// page behind it (the risk book, the alerts) links there.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from './cards';

export function Figure({ title, note, to, children }: { title: string; note?: string; to?: string; children: ReactNode }) {
  const body = (
    <>
      <span>{title}</span>
      <strong>{children}</strong>
      {note && <small>{note}</small>}
    </>
  );
  return <Card>{to ? <Link to={to}>{body}</Link> : body}</Card>;
}
