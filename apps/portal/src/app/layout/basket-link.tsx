import { ShoppingCartOutlined } from '@ant-design/icons';
import { useBasket } from '@portal/data-access';
import { paths } from '@portal/util';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The header's way to the basket, with how many items are in it. */
export function BasketLink() {
  const { t } = useTranslation('shell');
  const { count } = useBasket();
  return (
    <Link
      to={paths.basket()}
      aria-label={t('header.basket', { count })}
      style={{ display: 'inline-flex', padding: 4 }}
    >
      <Badge count={count} size="small" aria-hidden>
        <ShoppingCartOutlined style={{ fontSize: 22 }} />
      </Badge>
    </Link>
  );
}
