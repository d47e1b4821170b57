import * as m from '#ui-messages';
import type { FormEvent } from 'react';
import type { LoginState } from '../../core/account/account.model';
import { useDispatch } from '../store';
import { useLoginField } from './use-login-field';

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text' | 'tel';
  readonly autoComplete: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly hint?: string;
}

function Field({ id, label, type, autoComplete, value, onChange, error = null, hint }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /login in password mode (a backend such as Medusa v2): email and password to log in, or the
 * details to create an account. The core validates and answers; errors show under their fields,
 * the server's answer above the button.
 */
export function PasswordLoginForm({ login }: { readonly login: LoginState }) {
  const dispatch = useDispatch();
  const [email, setEmail] = useLoginField('email');
  const [password, setPassword] = useLoginField('password');
  const [firstName, setFirstName] = useLoginField('firstName');
  const [lastName, setLastName] = useLoginField('lastName');
  const [phone, setPhone] = useLoginField('phone');
  const registering = login.passwordForm === 'register';
  const busy = login.status === 'signingIn' || login.status === 'registering';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(
      registering
        ? { type: 'account/registerRequested', payload: { email, password, firstName, lastName, phone } }
        : { type: 'account/passwordLoginRequested', payload: { email, password } },
    );
  };

  return (
    <form
      className="login-form"
      onSubmit={submit}
      noValidate
      aria-label={registering ? m.account_create_account_title() : m.account_log_in_with_email()}
    >
      {registering ? (
        <>
          <Field
            id="register-first-name"
            label={m.account_first_name()}
            type="text"
            autoComplete="given-name"
            value={firstName}
            onChange={setFirstName}
            error={login.firstNameError}
          />
          <Field
            id="register-last-name"
            label={m.account_last_name()}
            type="text"
            autoComplete="family-name"
            value={lastName}
            onChange={setLastName}
          />
        </>
      ) : null}
      <Field
        id="login-email"
        label={m.checkout_email()}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={login.emailError}
      />
      <Field
        id="login-password"
        label={m.account_password()}
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        value={password}
        onChange={setPassword}
        error={login.passwordError}
        {...(registering ? { hint: m.account_password_hint() } : {})}
      />
      {registering ? (
        <Field
          id="register-phone"
          label={m.account_mobile_optional()}
          type="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={setPhone}
          error={login.phoneError}
        />
      ) : null}
      {login.formError ? (
        <p className="field__error" role="alert">
          {login.formError}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {registering
          ? busy
            ? m.account_creating_account()
            : m.account_create_account()
          : busy
            ? m.account_logging_in()
            : m.shell_log_in()}
      </button>
      <div className="login-form__secondary">
        <button
          type="button"
          className="link-button"
          onClick={() =>
            dispatch({
              type: 'account/passwordFormSwitchRequested',
              payload: { form: registering ? 'login' : 'register' },
            })
          }
        >
          {registering ? m.account_switch_to_login() : m.account_switch_to_register()}
        </button>
      </div>
    </form>
  );
}
