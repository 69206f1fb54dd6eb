import { useGetAccommodationQuery } from '@portal/profile/data-access';
import { ApiText, Ltr, Terms, SectionStates, Stack, StatusTag, Text } from '@portal/ui-light';
import { formatDate, toTelHref } from '@portal/util';

import { useTranslation } from 'react-i18next';

/** `/student_portal/accommodation`: where the student lives, the room and the dates. */
export function AccommodationSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const accommodation = useGetAccommodationQuery();
  return (
    <SectionStates
      title={t('accommodation.title')}
      size={compact ? 'small' : undefined}
      queries={[accommodation]}
      data={accommodation.data}
      isEmpty={(data) => data === null}
      empty={t('accommodation.empty')}
    >
      {(data) => {
        if (!data) return null;
        const tel = toTelHref(data.contact_phone);
        return (
          <Stack vertical gap={8}>
            <Stack gap={8} align="center" wrap>
              <Text strong dir="auto">
                {data.name}
              </Text>
              <StatusTag tone="default" label={t(`accommodation.type.${data.type}`)} />
            </Stack>
            <Terms
              items={[
                // An address in Latin letters reads left to right, its house number first; one in Arabic right to left.
                {
                  key: 'address',
                  label: t('accommodation.address'),
                  children: <ApiText>{data.address}</ApiText>,
                },
                ...(data.room
                  ? [
                      {
                        key: 'room',
                        label: t('accommodation.room'),
                        children: <ApiText>{data.room}</ApiText>,
                      },
                    ]
                  : []),
                ...(data.board && !compact
                  ? [
                      {
                        key: 'board',
                        label: t('accommodation.board'),
                        children: <ApiText>{data.board}</ApiText>,
                      },
                    ]
                  : []),
                { key: 'in', label: t('accommodation.checkIn'), children: formatDate(data.check_in) },
                { key: 'out', label: t('accommodation.checkOut'), children: formatDate(data.check_out) },
                ...(tel && !compact
                  ? [
                      {
                        key: 'phone',
                        label: t('accommodation.phone'),
                        children: (
                          <a href={tel}>
                            <Ltr>{data.contact_phone}</Ltr>
                          </a>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Stack>
        );
      }}
    </SectionStates>
  );
}
