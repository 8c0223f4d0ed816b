import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_GLOBAL, WIDGET_ROOT_ATTRIBUTE, WIDGET_SCRIPT_PATH } from '../lib/widget-snippet';

/**
 * Puts the real widget on this page exactly as a store's site gets it: the snippet's script tag (with the
 * page language, which the widget passes on to its chat). Leaving the page, or switching language, removes the
 * script, the bubble it added and its global: the widget mounts once per page load, so a later visit must find
 * no trace of it, and the bubble must not follow the visitor around the app.
 */
export function WidgetEmbed({ storeuuid }: { storeuuid: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!storeuuid) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_PATH;
    script.async = true;
    script.dataset.store = storeuuid;
    script.dataset.lang = language;
    document.body.appendChild(script);
    return () => {
      script.remove();
      for (const element of document.querySelectorAll(`[${WIDGET_ROOT_ATTRIBUTE}]`)) element.remove();
      Reflect.deleteProperty(window, WIDGET_GLOBAL);
    };
  }, [storeuuid, language]);
  return null;
}
