import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';

interface AuthFormProps {
  /** Names the form's title `${id}-title`. */
  id: string;
  title: string;
  intro: string;
  /** Set when the visitor switched to this form, so focus moves to its title. */
  focusTitle: boolean;
  submitLabel: string;
  /** While true the submit button cannot be pressed again. */
  pending: boolean;
  onSubmit: (form: HTMLFormElement) => void | Promise<void>;
  /** The line under the form that switches to the other one: "New to Forkcast? Create a New Account". */
  switchTo: { question: string; label: string; onSwitch: () => void };
  children: ReactNode;
}

/** The frame of the login and sign-up forms: title, a line of welcome, the fields, submit, and the way across. */
export function AuthForm({
  id,
  title,
  intro,
  focusTitle,
  submitLabel,
  pending,
  onSubmit,
  switchTo,
  children,
}: AuthFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit(event.currentTarget);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-form__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="auth-form__intro">{intro}</p>
      {children}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {submitLabel}
      </button>
      <p className="auth-form__switch">
        {switchTo.question}{' '}
        <button type="button" className="link-button" onClick={switchTo.onSwitch}>
          {switchTo.label}
        </button>
      </p>
    </form>
  );
}
