import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import './auth-form.css';

interface AuthFormProps {
  /** Names the form's title `${id}-title`. */
  id: string;
  title: string;
  intro: string;
  /** Set when the visitor switched to this form, so focus moves to its title. */
  focusTitle?: boolean;
  /** h2 for a form that is one section of a page with its own h1 (the account page). */
  heading?: 'h1' | 'h2';
  submitLabel: string;
  /** Secondary for an action the page should not push (deleting the account). */
  submitTone?: 'primary' | 'secondary';
  /** While true the submit button cannot be pressed again. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The line under the form that switches to the other one: "New to Forkcast? Create a New Account". */
  switchTo?: { question: string; label: string; onSwitch: () => void };
  /** What goes under the submit button instead, such as a way back. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the login, sign-up and account forms: title, a line of introduction, the fields, submit, and the way
 * across to the other form or back.
 */
export function AuthForm({
  id,
  title,
  intro,
  focusTitle = false,
  heading: Heading = 'h1',
  submitLabel,
  submitTone = 'primary',
  pending,
  onSubmit,
  switchTo,
  footer,
  children,
}: AuthFormProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit(event);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} className="auth-form__title" ref={titleRef} tabIndex={-1}>
        {title}
      </Heading>
      <p className="auth-form__intro">{intro}</p>
      {children}
      <button type="submit" className={`button button--${submitTone} button--block`} disabled={pending}>
        {submitLabel}
      </button>
      {switchTo && (
        <p className="auth-form__switch">
          {switchTo.question}{' '}
          <button type="button" className="link-button" onClick={switchTo.onSwitch}>
            {switchTo.label}
          </button>
        </p>
      )}
      {footer}
    </form>
  );
}
