import { type CSSProperties, useState } from 'react';
import { storeHue, storeInitial } from './store-initial';
import './store-avatar.css';

type TStoreAvatarProps = { name: string; logoUrl: string; size?: number };

/**
 * The store's logo, or its initial on a colour of its own when it has none (or the logo fails to load): the
 * same store looks the same in listings and in its chat. Corners and letter scale with the size.
 */
export function StoreAvatar({ name, logoUrl, size = 48 }: TStoreAvatarProps) {
  const [hasFailed, setFailed] = useState(false);
  const style = {
    '--sf-store-hue': storeHue(name),
    width: size,
    height: size,
    borderRadius: Math.round(size / 4),
    fontSize: Math.round(size * 0.42),
  } as CSSProperties;
  if (logoUrl && !hasFailed) {
    return (
      <img
        className="sf-store-avatar"
        style={style}
        src={logoUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="sf-store-avatar is-initial" style={style} aria-hidden="true" data-testid="store-initial">
      {storeInitial(name)}
    </span>
  );
}
