import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSignOut, useStudent } from '@portal/data-access';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageMenu } from '../language/language-items';

/** The student's name and picture, with the language and "Sign out". */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const student = useStudent();
  const signOut = useSignOut();
  const languageMenu = useLanguageMenu();
  const name = student?.student_name || t('header.student');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        // The name heads the menu: on a phone the header has room for the picture only.
        items: [
          { key: 'name', type: 'group', label: name },
          languageMenu.item,
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('header.signOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') signOut();
          else languageMenu.choose(key);
        },
      }}
    >
      <Button
        type="text"
        aria-label={t('header.userMenu', { name })}
        style={{ paddingInline: 8, height: 40 }}
      >
        <Avatar size={28} src={student?.image || undefined} icon={<UserOutlined />} alt="" />
        <Typography.Text className="hide-under-sm" style={{ maxWidth: 180 }} ellipsis>
          {name}
        </Typography.Text>
      </Button>
    </Dropdown>
  );
}
