import { ShoppingCartOutlined } from '@ant-design/icons';
import { useBasket } from '@portal/shop/data-access';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Above this the bubble shows "99+" (antd Badge's overflow). */
const MAX_SHOWN = 99;

/** The header's way to the basket, with how many items are in it (the link's name says it to screen readers). */
export function BasketLink() {
  const { t } = useTranslation('shell');
  const { count } = useBasket();
  return (
    <Link to={paths.basket()} aria-label={t('header.basket', { count })} className="basket-link">
      <ShoppingCartOutlined aria-hidden style={{ fontSize: 22 }} />
      {count > 0 && (
        <span className="basket-count" aria-hidden>
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </Link>
  );
}
