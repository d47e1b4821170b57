import * as m from '#ui-messages';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { RETURN_PARAM, SESSION_PARAM } from '../shared/store-links';
import { PHONE_COUNTRY_CODE } from '../../core/account/account.model';
import { safeReturnPath } from '../../core/navigation/return-path';
import { useDocumentTitle } from '../head/document-head';
import { STORE_DETAILS } from '../store-details';
import { useDispatch, useLoginMethod, useSelector } from '../store';
import { PasswordLoginForm } from '../account/password-login-form';
import { useLoginField } from '../account/use-login-field';
import '../shared/shared.css';
import '../account/account.css';
import { LOGIN_MESSAGES } from '../../core/messages/account.messages';
import { selectLoginState } from '../../core/account/account.selectors';
import { selectFirstName, selectIsLoggedIn } from '../../core/session/session.selectors';

/**
 * The same-site path to return to (see {@link safeReturnPath}), or null for anything else (an outside address, the
 * login page itself).
 */
export function returnPath(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** '9876543210' as '+91 98765 43210'. */
const showPhone = (digits: string) => `${PHONE_COUNTRY_CODE} ${digits.slice(0, 5)} ${digits.slice(5)}`.trim();

/**
 * /login: the mobile number, then the OTP sent to it (brand API), or email and password (a backend
 * such as Medusa v2). The core validates and sends the shopper back afterwards.
 */
export function LoginPage() {
  useDocumentTitle(m.shell_log_in());
  const dispatch = useDispatch();
  const search = useSearch();
  const login = useSelector(selectLoginState);
  const loggedIn = useSelector(selectIsLoggedIn);
  const firstName = useSelector(selectFirstName);
  const loginMethod = useLoginMethod();
  const from = returnPath(search);

  useEffect(() => {
    dispatch({ type: 'account/loginOpenRequested', payload: { from } });
  }, [dispatch, from]);

  return (
    <div className="login-page">
      <Link href="/" className="login-page__logo" aria-label={m.account_home_label({ store: STORE_DETAILS.name })}>
        {STORE_DETAILS.name}
      </Link>
      <div className="login-card">
        <h1 className="page-title">
          {loginMethod === 'password' && login.passwordForm === 'register' && !loggedIn
            ? m.account_create_account_title()
            : m.shell_log_in()}
        </h1>
        {!loggedIn && new URLSearchParams(search).get(SESSION_PARAM) === 'ended' ? (
          <p className="login-card__notice" role="status">
            {LOGIN_MESSAGES.sessionEnded}
          </p>
        ) : null}
        {loggedIn ? (
          <p>
            {firstName ? m.account_logged_in_as({ name: firstName }) : m.account_logged_in()}{' '}
            <Link href="/my-account">{m.shell_my_account()}</Link> {m.account_logged_in_or()}{' '}
            <Link href="/">{m.account_continue_shopping_lower()}</Link>
            {m.account_sentence_end()}
          </p>
        ) : loginMethod === 'password' ? (
          <PasswordLoginForm login={login} />
        ) : login.step === 'otp' && login.phone ? (
          <OtpStep
            phone={login.phone}
            error={login.otpError}
            verifying={login.status === 'verifying'}
            sending={login.status === 'sendingOtp'}
            otpsSent={login.otpsSent}
          />
        ) : (
          <PhoneStep error={login.phoneError} sending={login.status === 'sendingOtp'} />
        )}
      </div>
      <p className="login-page__terms">
        {m.account_terms_lead()} <Link href="/terms-and-conditions">{m.account_terms_link()}</Link>{' '}
        {m.account_terms_and()} <Link href="/privacy-policy">{m.common_privacy_policy()}</Link>
        {m.account_terms_end()}
      </p>
    </div>
  );
}

function PhoneStep({ error, sending }: { readonly error: string | null; readonly sending: boolean }) {
  const dispatch = useDispatch();
  const [phone, setPhone] = useLoginField('phone');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'account/otpRequested', payload: { phone } });
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p>{m.account_phone_intro()}</p>
      <label htmlFor="login-phone" className="field__label">
        {m.checkout_mobile_number()}
      </label>
      <div className={`phone-field${error ? ' phone-field--invalid' : ''}`}>
        <span className="phone-field__prefix" aria-hidden="true">
          {PHONE_COUNTRY_CODE}
        </span>
        <input
          id="login-phone"
          className="phone-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-phone-error login-phone-hint' : 'login-phone-hint'}
          autoFocus
        />
      </div>
      <p id="login-phone-hint" className="field__hint">
        {m.account_phone_hint({ code: PHONE_COUNTRY_CODE })}
      </p>
      <p id="login-phone-error" className="field__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary button--block" disabled={sending}>
        {sending ? m.account_sending_otp() : m.account_send_otp()}
      </button>
    </form>
  );
}

interface OtpStepProps {
  readonly phone: string;
  readonly error: string | null;
  readonly verifying: boolean;
  readonly sending: boolean;
  readonly otpsSent: number;
}

function OtpStep({ phone, error, verifying, sending, otpsSent }: OtpStepProps) {
  const dispatch = useDispatch();
  const [otp, setOtp] = useLoginField('otp');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [otpsSent]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'account/otpVerifyRequested', payload: { otp } });
  };
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p role="status">
        {otpsSent > 1 ? m.account_otp_resent_before() : m.account_otp_sent_before()} <strong>{showPhone(phone)}</strong>
        {otpsSent > 1 ? m.account_otp_resent_after() : m.account_otp_sent_after()}
      </p>
      <label htmlFor="login-otp" className="field__label">
        {m.account_enter_otp()}
      </label>
      <input
        ref={input}
        id="login-otp"
        className="otp-field"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'login-otp-error' : undefined}
      />
      <p id="login-otp-error" className="field__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary button--block" disabled={verifying}>
        {verifying ? m.account_verifying() : m.account_verify_otp()}
      </button>
      <div className="login-form__secondary">
        <button
          type="button"
          className="link-button"
          disabled={sending}
          onClick={() => dispatch({ type: 'account/otpRequested', payload: { phone } })}
        >
          {sending ? m.account_sending() : m.account_resend_otp()}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'account/phoneChangeRequested' })}
        >
          {m.account_change_number()}
        </button>
      </div>
    </form>
  );
}
