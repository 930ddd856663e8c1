import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@orbit/contract';
import { formatCalendarSpan, timeTogether } from '@orbit/domain';
import { countryName, formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { Card } from '../../components/Card/index.ts';
import { ChangePasswordDialog, type ChangePasswordValues } from '../../components/ChangePasswordDialog/index.ts';
import { DescriptionList } from '../../components/DescriptionList/index.ts';
import { EmailChangeCard, type EmailChangeCardProps } from '../../components/EmailChangeCard/index.ts';
import { OwnSessionsCard, type OwnSessionsCardProps } from '../../components/OwnSessionsCard/index.ts';
import { PasskeysCard, type PasskeysCardProps } from '../../components/PasskeysCard/index.ts';
import { SecondFactorCard, type SecondFactorCardProps } from '../../components/SecondFactorCard/index.ts';
import { ScreenTitle } from '../../components/ScreenHeader/index.ts';
import { vars } from '../../theme/vars.ts';

/** What the profile shows of the signed-in person. */
export type ProfileUser = Pick<CurrentUser, 'name' | 'email' | 'countryAlpha2' | 'timezone' | 'createdAt' | 'licenses'>;

export interface ProfileScreenProps {
  /** The signed-in person, as the current-user call answers. */
  user: ProfileUser;
  /** Today, for the time together; the current instant when omitted. */
  now?: Date;
  /** Changes the signed-in person's password; without it the profile offers no password change. */
  onChangePassword?: (values: ChangePasswordValues) => Promise<unknown>;
  /** The password cannot be changed now (offline). */
  changePasswordDisabled?: boolean;
  /** The email card: the change waiting and what asks for or withdraws one; without it the profile offers none. */
  emailChange?: Omit<EmailChangeCardProps, 'timeZone'>;
  /** The person's open sessions and what ends them; without it the profile lists none. */
  sessions?: Omit<OwnSessionsCardProps, 'timeZone'>;
  /** Two-step verification (ADR 0056); without it the profile offers none. */
  secondFactor?: SecondFactorCardProps;
  /** The person's passkeys (ADR 0059); without it the profile lists none. */
  passkeys?: Omit<PasskeysCardProps, 'timeZone'>;
  /** The person's own API keys (an ApiKeysCard of kind `account`), after the sessions; the app may bring it later. */
  apiKeys?: ReactNode;
  /** The person's own webhook endpoints (a WebhookEndpointsCard of kind `account`), after the keys; the app may bring it later. */
  webhookEndpoints?: ReactNode;
  /** The notification preferences (a NotificationPreferencesCard), last; the app may bring it after the rest. */
  notificationPreferences?: ReactNode;
}

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledScreen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  max-width: ${vars.size.contentWidth};
`;

/** A time zone Intl knows, or undefined for the browser's own. */
function knownTimeZone(timeZone: string): string | undefined {
  if (timeZone.trim() === '') return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The client's profile (docs/domain.md#screens-and-addresses): greeting, email, country, member since, first weekday, time together, licences;
 * then the person's own email, password and sessions (ADR 0021, ADR 0055).
 */
export function ProfileScreen({
  user,
  now = new Date(),
  onChangePassword,
  changePasswordDisabled = false,
  emailChange,
  sessions,
  secondFactor,
  passkeys,
  apiKeys,
  webhookEndpoints,
  notificationPreferences,
}: ProfileScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const notInformed = t('clientPages.profile.notInformed');
  const timeZone = knownTimeZone(user.timezone);
  const firstDay = new Date(user.createdAt);
  const hasFirstDay = !Number.isNaN(firstDay.getTime());
  const name = user.name.trim();
  const span = hasFirstDay ? formatCalendarSpan(timeTogether(firstDay, now, timeZone), language) : '';
  // Before anything else: a person who must enrol finds the cards first (an authenticator app or a passkey), and the
  // app's stays there while it shows the codes.
  const mustEnrol =
    secondFactor?.required === true && (!secondFactor.status?.totp || secondFactor.recoveryCodes !== undefined);

  return (
    <StyledScreen>
      <ScreenTitle>{t('clientPages.profile.title')}</ScreenTitle>
      {mustEnrol && secondFactor && <SecondFactorCard timeZone={timeZone} {...secondFactor} />}
      {mustEnrol && passkeys && <PasskeysCard {...passkeys} timeZone={timeZone} />}
      <Card heading={name ? t('clientPages.profile.greeting', { name }) : t('clientPages.profile.greetingFallback')}>
        <DescriptionList
          items={[
            { id: 'email', label: t('clientPages.profile.email'), value: user.email.trim() || notInformed },
            {
              id: 'country',
              label: t('clientPages.profile.country'),
              value: user.countryAlpha2 ? countryName(user.countryAlpha2, language) : notInformed,
            },
            {
              id: 'memberSince',
              label: t('clientPages.profile.memberSince'),
              value: hasFirstDay ? formatDate(firstDay, language, 'medium', timeZone) : notInformed,
            },
            {
              id: 'firstWeekday',
              label: t('clientPages.profile.firstWeekday'),
              value: hasFirstDay
                ? new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(firstDay)
                : notInformed,
            },
            {
              id: 'timeTogether',
              label: t('clientPages.profile.timeTogether'),
              value: hasFirstDay ? span || t('clientPages.profile.lessThanADay') : notInformed,
            },
            {
              id: 'licenses',
              label: t('clientPages.profile.licenses'),
              value: formatNumber(user.licenses.length, language),
            },
          ]}
        />
      </Card>
      {emailChange && <EmailChangeCard {...emailChange} timeZone={timeZone} />}
      {!mustEnrol && secondFactor && <SecondFactorCard timeZone={timeZone} {...secondFactor} />}
      {!mustEnrol && passkeys && <PasskeysCard {...passkeys} timeZone={timeZone} />}
      {onChangePassword && (
        <Card heading={t('changePassword.heading')}>
          <StyledDescription>{t('changePassword.description')}</StyledDescription>
          <ChangePasswordDialog onSubmit={onChangePassword} disabled={changePasswordDisabled} />
        </Card>
      )}
      {sessions && <OwnSessionsCard {...sessions} timeZone={timeZone} />}
      {apiKeys}
      {webhookEndpoints}
      {notificationPreferences}
    </StyledScreen>
  );
}
