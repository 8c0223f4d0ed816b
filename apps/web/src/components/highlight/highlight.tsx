import './highlight.css';

/** `text` with every occurrence of `words` (any case) marked; the text as it is when there are none. */
export function Highlight({ text, words }: { text: string; words: string }) {
  const wanted = words.trim().toLowerCase();
  if (!wanted) return text;
  const parts: Array<{ text: string; isMatch: boolean }> = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), isMatch: false });
    parts.push({ text: text.slice(at, at + wanted.length), isMatch: true });
    from = at + wanted.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), isMatch: false });
  return (
    <>
      {parts.map((part, index) =>
        part.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <mark key={index} className="sf-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
