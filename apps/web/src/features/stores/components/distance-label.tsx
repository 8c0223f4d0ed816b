import { useTranslation } from 'react-i18next';
import { formatDistance } from '../lib/distance';

/** "350 m" / "1.2 km" from the visitor. */
export function DistanceLabel({ km }: { km: number }) {
  const { t } = useTranslation('stores');
  const distance = formatDistance(km);
  return <>{t(`distance.${distance.unit}`, { value: distance.value })}</>;
}
