// "Sign in with phone number" and "Sign up with phone number": a button on the sign-in and sign-up pages
// that opens the number → code steps in place (decision 210).
import { signupRoleSchema } from '@boibazar/shared/identity';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Field, TextField, controlClass } from '#app/components/ui/Field.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { authText, phoneText } from '../i18n.ts';
import { sendPhoneCode, usePhoneSignIn, usePhoneSignUp } from '../api/phone-sign-in.ts';
import { PhoneCodeForm } from './PhoneCodeForm.tsx';

type SignupRole = (typeof signupRoleSchema.options)[number];
/** The role values are keys (never translated text); the schema names them. */
const [BUYER, SELLER] = signupRoleSchema.options;

function Opener({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass({ variant: 'outline', size: 'lg', className: 'w-full' })}
      >
        {label}
      </button>
      {open && (
        <section id={id} aria-label={label} className="mt-4">
          {children}
        </section>
      )}
    </div>
  );
}

export function PhoneSignInOption({ returnTo }: { returnTo: string }) {
  const t = useText(phoneText);
  const navigate = useNavigate();
  const signIn = usePhoneSignIn();
  return (
    <Opener id="phone-sign-in" label={t.signInWithPhone}>
      <PhoneCodeForm
        id="phone-login"
        send={(phone) => sendPhoneCode({ phone, purpose: 'sign-in' })}
        check={async (phone, code) => {
          await signIn.mutateAsync({ phone, code });
          navigate(returnTo, { replace: true });
        }}
        submitLabel={t.signIn}
        pendingLabel={t.signingIn}
      />
    </Opener>
  );
}

export function PhoneSignUpOption() {
  const t = useText(phoneText);
  const tAuth = useText(authText);
  const navigate = useNavigate();
  const signUp = usePhoneSignUp();
  const [name, setName] = useState('');
  const [role, setRole] = useState<SignupRole>(BUYER);
  return (
    <Opener id="phone-sign-up" label={t.signUpWithPhone}>
      <PhoneCodeForm
        id="phone-signup"
        send={(phone) => sendPhoneCode({ phone, purpose: 'sign-up' })}
        check={async (phone, code) => {
          const { user } = await signUp.mutateAsync({ phone, code, name: name.trim() || undefined, role });
          navigate(user.role === SELLER ? '/dashboard/addproduct' : '/', { replace: true });
        }}
        submitLabel={t.createAccount}
        pendingLabel={t.creatingAccount}
        extraFields={
          <>
            <TextField
              id="phone-signup-name"
              label={t.nameOptional}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Field id="phone-signup-role" label={tAuth.roleQuestion}>
              <select
                id="phone-signup-role"
                value={role}
                onChange={(e) => setRole(e.currentTarget.value === SELLER ? SELLER : BUYER)}
                className={controlClass}
              >
                <option value={BUYER}>{tAuth.buyer}</option>
                <option value={SELLER}>{tAuth.seller}</option>
              </select>
            </Field>
          </>
        }
      />
    </Opener>
  );
}
