import { useParams } from 'react-router';
import { decodeIframeUrl } from './iframe-url';

/** An operator-configured external page inside the member layout (route /user/iframe/:url). */
export function IframePage() {
  const { url = '' } = useParams();
  const src = decodeIframeUrl(url);
  return (
    <div className="sf-iframe-wrap">
      <iframe
        data-testid="iframe-page"
        className="sf-iframe"
        src={src}
        title={src}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
