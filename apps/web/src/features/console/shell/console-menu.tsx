import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOperator } from '../lib/operator-session';
import { areaHref, visibleAreas } from './visible-areas';

/** The areas the operator may open, the current one selected. */
export function ConsoleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const areas = visibleAreas(operator?.role);
  const current =
    areas.find((area) => area.path && pathname.startsWith(areaHref(area)))?.key ?? areas[0]?.key;

  return (
    <Menu
      mode="inline"
      className="sf-console-menu"
      data-testid="console-menu"
      selectedKeys={current ? [current] : []}
      items={areas.map((area) => ({
        key: area.key,
        icon: <area.icon />,
        label: t(`menu.${area.key}`),
        'data-testid': `console-menu-${area.key}`,
      }))}
      onClick={({ key }) => {
        const area = areas.find((one) => one.key === key);
        if (area) navigate(areaHref(area));
        onNavigate?.();
      }}
    />
  );
}
