import type { ReactNode } from 'react';

/** A My store page's title, a line on what it is for, and its main actions on the right. */
export function WorkspaceHeader(props: { title: string; description?: string; extra?: ReactNode }) {
  return (
    <header className="sf-ws-header">
      <div className="sf-ws-header-text">
        <h1>{props.title}</h1>
        {props.description ? <p>{props.description}</p> : null}
      </div>
      {props.extra ? <div className="sf-ws-header-extra">{props.extra}</div> : null}
    </header>
  );
}
