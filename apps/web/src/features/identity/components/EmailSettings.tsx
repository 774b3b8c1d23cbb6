// The profile's email: whether it is confirmed, and a change that takes effect only once the link sent to
// the new address is opened (decision 205); until then the old address stays the account's.
import { changeEmailSchema } from '@boibazar/shared/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { TextField } from '#app/components/ui/Field.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { accountText } from '../i18n.ts';
import { useMessage } from '#app/i18n/messages.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { useChangeEmail, useEmailStatus } from '../api/account-links.ts';

export function EmailSettings({ userId }: { userId: string }) {
  const t = useText(accountText);
  const status = useEmailStatus(userId);
  const change = useChangeEmail(userId);
  const [editing, setEditing] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
  });
  const refusal = useMessage(change.error instanceof ApiError ? change.error.message : undefined);
  if (!status.data) return null;
  const { email, emailVerified, pendingEmail } = status.data;
  const submit = form.handleSubmit(async ({ email: next }) => {
    await change.mutateAsync(next).then(
      () => {
        setEditing(false);
        form.reset();
      },
      () => undefined,
    );
  });
  return (
    <section aria-labelledby="my-email-title" className="mt-6 w-full max-w-md text-left">
      <h2 id="my-email-title" className="text-lg font-semibold text-stone-900">
        {t.yourEmail}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-3 text-stone-800">
        <span>
          <span className="break-all">{email}</span>{' '}
          <span className={`text-sm ${emailVerified ? 'text-emerald-800' : 'text-amber-800'}`}>
            ({emailVerified ? t.confirmed : t.notConfirmed})
          </span>
        </span>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t.changeEmail}
          </button>
        )}
      </p>
      {pendingEmail && (
        <p role="status" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.changeWaits({ email: pendingEmail })}
        </p>
      )}
      {editing && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={t.changeEmail}>
          <TextField
            id="new-email"
            type="email"
            autoComplete="email"
            label={t.newEmail}
            registration={form.register('email')}
            error={form.formState.errors.email?.message ?? refusal}
            announce
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={change.isPending} className={buttonClass()}>
              {change.isPending ? t.sending : t.sendConfirmationLink}
            </button>
            <button
              type="button"
              onClick={() => {
                setEditing(false);
                change.reset();
                form.reset();
              }}
              className={buttonClass({ variant: 'outline' })}
            >
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
