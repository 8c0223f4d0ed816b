import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export type TAuthTab<K extends string> = { key: K; label: string; testId: string; content: ReactNode };

/**
 * Log in / Register: a tab list as the ARIA pattern has it (arrow keys move between the tabs). A panel
 * once shown stays mounted, hidden, so switching back keeps what was typed.
 */
export function AuthTabs<K extends string>({
  active,
  tabs,
  onChange,
}: {
  active: K;
  tabs: TAuthTab<K>[];
  onChange: (key: K) => void;
}) {
  const id = useId();
  const [visited, setVisited] = useState<K[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const at = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}-tab`)?.focus();
  };

  return (
    <div className="sf-auth-tabs">
      <div className="sf-auth-tab-list" role="tablist" onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            className="sf-auth-tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
            data-testid={tab.testId}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => visited.includes(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-${tab.key}-panel`}
            aria-labelledby={`${id}-${tab.key}-tab`}
            hidden={tab.key !== active}
          >
            {tab.content}
          </div>
        ))}
    </div>
  );
}
