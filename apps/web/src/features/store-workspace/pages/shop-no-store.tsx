import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A member who owns no store opened a My store page (an operator grants stores). */
export function ShopNoStore() {
  const { t } = useTranslation('store-workspace');
  return (
    <Result
      status="403"
      title={t('shop.noStore.title')}
      subTitle={t('shop.noStore.text')}
      extra={
        <Link to="/user">
          <Button type="primary">{t('shop.noStore.back')}</Button>
        </Link>
      }
      data-testid="shop-no-store"
    />
  );
}
