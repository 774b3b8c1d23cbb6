import { zodResolver } from '@hookform/resolvers/zod';
import {
  MIN_PASSWORD_LENGTH,
  signupRoleSchema,
  signupSchema,
  type SignupInput,
} from '@boibazar/shared/identity';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field, TextField, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { PhotoField } from '#app/components/ui/PhotoField.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { authText } from '../i18n.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatCount } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useSignUp } from '../api/sign-up.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { landingAfterSignUp } from '../after-sign-up.ts';
import { Avatar } from '../components/Avatar.tsx';
import { initialsAvatar } from '../initials-avatar.ts';
import { AuthCard, FormError, OrDivider } from '../components/AuthCard.tsx';
import { GoogleSignInButton } from '../components/GoogleSignInButton.tsx';
import { PhoneSignUpOption } from '../components/PhoneSignIn.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';

const FIELDS = ['name', 'email', 'password', 'image', 'role'] as const;

/** Register (spec §2, §5): Name, Email, Password, Photo and the Buyer/Seller select; never Admin. */
export function SignupPage() {
  const t = useText(authText);
  const navigate = useNavigate();
  const signUp = useSignUp();
  // "Sell your book" on the home page asks for the seller's form (?role=Seller); anything else: Buyer.
  const [searchParams] = useSearchParams();
  const { Buyer, Seller } = signupRoleSchema.enum;
  const startingRole = searchParams.get('role') === Seller ? Seller : Buyer;
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError: setFieldError,
    formState: { errors },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '', image: '', role: startingRole },
  });
  const name = useWatch({ control, name: 'name' });

  const send = handleSubmit((values) => {
    setError(null);
    signUp.mutate(values, {
      onSuccess: ({ user }) => {
        notify.success(t.userCreated);
        const landing = landingAfterSignUp(user.role);
        navigate(landing.to, { replace: true, state: landing.state });
      },
      onError: (e) => {
        setError(e.message);
        if (e instanceof ApiError) {
          for (const { field, message } of e.fields ?? []) {
            const name = FIELDS.find((f) => field === `body.${f}`);
            if (name) setFieldError(name, { message });
          }
        }
      },
    });
  });

  // No photo chosen: the initials become one, uploaded like a chosen photo (decision 215). Without a name
  // there are no initials, and the form says both are required.
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!getValues('image') && getValues('name').trim()) {
      setDrawing(true);
      try {
        const picture = await initialsAvatar(getValues('name').trim());
        if (picture) setValue('image', (await uploadAvatar(picture, () => undefined)).url);
      } catch {
        // The form then says 'Photo is Required', and a photo can still be chosen by hand.
      } finally {
        setDrawing(false);
      }
    }
    await send();
  };
  const busy = drawing || signUp.isPending;

  return (
    <AuthCard title={t.signUp} subtitle={t.signUpSubtitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          id="signup-name"
          label={t.name}
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="signup-email"
          label={t.email}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          id="signup-password"
          label={t.password}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password?.message}
          aria-describedby="signup-password-rules"
        />
        <p id="signup-password-rules" className="-mt-3 text-xs text-stone-600">
          {t.passwordRules({ min: formatCount(MIN_PASSWORD_LENGTH) })}
        </p>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <PhotoField
              id="signup-image"
              legend={t.photo}
              upload={uploadAvatar}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              camera="user"
              placeholder={
                name.trim() ? (
                  <div className="flex items-center gap-3">
                    <Avatar name={name.trim()} image="" size={56} />
                    <p className="text-sm text-stone-600">{t.initialsInstead}</p>
                  </div>
                ) : null
              }
            />
          )}
        />
        <Field id="signup-role" label={t.roleQuestion} error={errors.role?.message}>
          <select
            id="signup-role"
            {...register('role')}
            {...invalidProps('signup-role', errors.role?.message)}
            className={controlClass}
          >
            <option value="Buyer">{t.buyer}</option>
            <option value="Seller">{t.seller}</option>
          </select>
        </Field>
        <button type="submit" disabled={busy} className={buttonClass({ size: 'lg', className: 'w-full' })}>
          {busy ? t.creatingAccount : t.signUp}
        </button>
      </form>
      <FormError message={error} />
      <p className="mt-4 text-center text-sm text-stone-600">
        {t.haveAccount}{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t.pleaseLogin}
        </Link>
      </p>
      <OrDivider />
      <div className="space-y-3">
        <PhoneSignUpOption />
        <GoogleSignInButton returnTo="/" />
      </div>
    </AuthCard>
  );
}
