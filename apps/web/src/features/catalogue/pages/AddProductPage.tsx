import { BOOK_CONDITIONS, newBookSchema, type NewBook, type NewBookInput } from '@boibazar/shared/catalogue';
import type { BookLookup } from '@boibazar/shared/listing';
import { BANGLADESH_DISTRICTS, districtName } from '@boibazar/shared/districts';
import { useStore } from '@nanostores/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Field, TextField, controlClass, invalidProps } from '#app/components/ui/Field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/toast.ts';
import { formatCount, formatYear, inReaderDigits } from '#app/lib/money.ts';
import { useAddBook } from '../api/add-book.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMyBooks } from '../api/get-my-books.ts';
import { PhotoField } from '#app/components/ui/PhotoField.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { suggestedYearsOfUse } from '../years-of-use.ts';
import { useFormDraft } from '../form-draft.ts';
import { useText } from '#app/i18n/i18n.ts';
import { bookText, shelfText } from '../i18n.ts';
import { listingText } from '#app/features/listing/index.ts';
import { language } from '#app/i18n/locale.ts';
import { useLocalise } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { categoryName } from '#app/lib/reader-names.ts';

const empty: NewBookInput = {
  productName: '',
  image: '',
  location: '',
  condition: '',
  resale: '',
  original: '',
  purchage: '',
  year: '',
  sellerName: '',
  conatct: '',
  description: '',
  category: '',
  author: '',
  isbn: '',
  publisher: '',
  publishedYear: '',
  pages: '',
  language: '',
  cashOnDelivery: false,
  sendsByCourier: true,
  openToExchange: false,
  wants: '',
};

/** What the listing feature lends the form (the route composes them, decision 320). */
export interface ListingHelpers {
  /** "Type the ISBN": calls onFound with what the lookup found. */
  IsbnLookup: ComponentType<{
    isbn: string;
    onFound: (lookup: BookLookup) => void;
    /** "Scan the barcode": puts what the camera read in the ISBN field (then the lookup runs). */
    onScanned?: (isbn: string) => void;
  }>;
  /** The fair price for what the form says so far; onAccept puts a price in the form. */
  PriceHint: ComponentType<{
    book: {
      isbn?: string;
      title?: string;
      author?: string;
      condition?: string;
      printedPrice?: string;
      purchaseYear?: string;
      price?: string;
    };
    onAccept: (price: number) => void;
  }>;
  /** "More photos": files held until the listing exists (decision 451). */
  ExtraPhotos?: ComponentType<{ files: File[]; onChange: (files: File[]) => void }>;
  /** Uploads them to the new listing in order; answers how many failed. */
  uploadExtraPhotos?: (bookId: string, files: readonly File[]) => Promise<number>;
}

export interface AddProductPageProps {
  /** The seller's account: name and email fill the form (both editable; the phone comes from their last listing). */
  seller: { name: string; email: string };
  helpers?: ListingHelpers;
  /** What BoiBazar keeps of the typed price (the ledger feature's, decision 360); `id` describes the price. */
  FeeNote?: ComponentType<{ id: string; price: string }>;
}

const typed = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

export function AddProductPage({ seller, helpers, FeeNote }: AddProductPageProps) {
  const t = useText(shelfText);
  const tListing = useText(listingText);
  // The districts in the reader's language and alphabet (the value sent stays the English name).
  const reading = useStore(language);
  const districts = useMemo(
    () =>
      BANGLADESH_DISTRICTS.map((value) => ({ value, label: districtName(value, reading) })).sort((a, b) =>
        a.label.localeCompare(b.label, reading),
      ),
    [reading],
  );
  const tBook = useText(bookText);
  const localise = useLocalise();
  const categories = useCategories();
  const lastListing = useMyBooks(seller.email).data?.pages[0]?.items[0];
  const addBook = useAddBook();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [extraPhotos, setExtraPhotos] = useState<File[]>([]);
  const [uploadingPhotos, setUploadingPhotos] = useState(false);
  const fresh = useMemo(() => ({ ...empty, sellerName: seller.name }), [seller.name]);
  const form = useForm<NewBookInput, unknown, NewBook>({
    resolver: zodResolver(newBookSchema),
    defaultValues: fresh,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getFieldState,
    getValues,
    formState: { errors },
  } = form;
  const draft = useFormDraft(form, seller.email, fresh);

  // A field the form fills in itself: an error it showed ('Year of use is Required' after an early submit)
  // is checked again against the new value, so it does not stay on screen beside a filled field (issue 30).
  const fillIn = useCallback(
    (name: 'conatct' | 'location' | 'year', value: string) =>
      setValue(name, value, { shouldValidate: getFieldState(name).invalid }),
    [getFieldState, setValue],
  );

  // The phone and district of the seller's last listing, unless they have typed their own already.
  useEffect(() => {
    if (!lastListing) return;
    if (!getFieldState('conatct').isDirty && !getValues('conatct')) fillIn('conatct', lastListing.conatct);
    if (
      !getFieldState('location').isDirty &&
      !getValues('location') &&
      (BANGLADESH_DISTRICTS as readonly string[]).includes(lastListing.location)
    )
      fillIn('location', lastListing.location);
  }, [lastListing, getFieldState, getValues, fillIn]);

  const purchaseYear = useWatch({ control, name: 'purchage' });
  const openToExchange = useWatch({ control, name: 'openToExchange' });
  const suggestion = suggestedYearsOfUse(purchaseYear);
  useEffect(() => {
    if (suggestion !== undefined && !getFieldState('year').isDirty)
      fillIn('year', inReaderDigits(suggestion));
  }, [suggestion, getFieldState, fillIn]);

  const [isbn, title, author, condition, resale, original] = useWatch({
    control,
    name: ['isbn', 'productName', 'author', 'condition', 'resale', 'original'],
  });

  // What the ISBN lookup found fills the fields the seller has not typed in; all stay editable.
  const fillFromLookup = ({ book }: BookLookup) => {
    if (!book) return;
    const fill = (name: keyof NewBookInput, value: string | number | null) => {
      if (value === null || value === '' || getFieldState(name).isDirty) return;
      setValue(name, typeof value === 'number' ? inReaderDigits(value) : value, {
        shouldValidate: getFieldState(name).invalid,
      });
    };
    fill('productName', book.title);
    fill('author', book.author);
    fill('publisher', book.publisher);
    fill('publishedYear', book.publishedYear);
    fill('pages', book.pages);
    fill('language', book.language);
    fill('original', book.printedPrice);
    if (book.cover && !getValues('image')) fill('image', book.cover);
  };

  const onSubmit = (book: NewBook) => {
    setServerError(null);
    addBook.mutate(book, {
      onSuccess: async ({ insertedId }) => {
        draft.clear();
        notify.success(t.bookAdded);
        if (extraPhotos.length > 0 && helpers?.uploadExtraPhotos) {
          setUploadingPhotos(true);
          const failed = await helpers.uploadExtraPhotos(insertedId, extraPhotos);
          setUploadingPhotos(false);
          if (failed > 0) notify.error(tListing.photosNotUploaded({ count: formatCount(failed) }));
        }
        navigate('/dashboard/myproducts');
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : t.bookNotAdded;
        setServerError(message);
        notify.error(message);
      },
    });
  };

  const text = (name: keyof NewBookInput, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`book-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]?.message}
      announce
      {...props}
    />
  );

  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">{t.addABook}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.addBookIntro}</p>
      {draft.restored && (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
        >
          <span>{tListing.draftRestored}</span>
          <button type="button" onClick={draft.discard} className="font-semibold underline">
            {tListing.startAgain}
          </button>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <PhotoField
                upload={uploadImage}
                id="book-image"
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {helpers?.ExtraPhotos && (
          <div className="sm:col-span-2">
            <helpers.ExtraPhotos files={extraPhotos} onChange={setExtraPhotos} />
          </div>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2">
          {text('isbn', helpers ? tListing.typeTheIsbn : t.isbnOptional, {
            inputMode: 'numeric',
            autoComplete: 'off',
            'aria-describedby': 'book-isbn-hint',
          })}
          <p id="book-isbn-hint" className="text-xs text-stone-600">
            {tListing.isbnHint}
          </p>
          {helpers && (
            <helpers.IsbnLookup
              isbn={typed(isbn)}
              onFound={fillFromLookup}
              onScanned={(scanned) =>
                setValue('isbn', scanned, {
                  shouldDirty: true,
                  shouldValidate: getFieldState('isbn').invalid,
                })
              }
            />
          )}
        </div>
        {text('productName', t.name, { autoComplete: 'off' })}
        {text('author', t.authorOptional)}
        <Field id="book-condition" label={t.condition} error={errors.condition?.message} announce>
          <select
            id="book-condition"
            className={controlClass}
            {...invalidProps('book-condition', errors.condition?.message)}
            {...register('condition')}
          >
            <option value="">{t.chooseTheCondition}</option>
            {BOOK_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {localise(condition)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="book-location" label={t.location} error={errors.location?.message} announce>
          <select
            id="book-location"
            autoComplete="address-level2"
            className={controlClass}
            {...invalidProps('book-location', errors.location?.message)}
            {...register('location')}
          >
            <option value="">{t.chooseYourDistrict}</option>
            {districts.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {text('original', t.originalPriceTaka, { inputMode: 'numeric' })}
        <div className="flex flex-col gap-1">
          {text('resale', t.resalePriceTaka, {
            inputMode: 'numeric',
            ...(FeeNote ? { 'aria-describedby': 'book-resale-fee' } : {}),
          })}
          {FeeNote && <FeeNote id="book-resale-fee" price={typed(resale)} />}
        </div>
        {text('purchage', t.purchaseYear, {
          inputMode: 'numeric',
          placeholder: formatYear(new Date().getFullYear() - 1),
        })}
        <div className="flex flex-col gap-1">
          {text('year', t.yearsOfUse, { inputMode: 'numeric', 'aria-describedby': 'book-year-hint' })}
          <p id="book-year-hint" className="text-xs text-stone-600">
            {suggestion !== undefined
              ? t.suggestedFromThePurchaseYear({
                  years: formatCount(suggestion),
                  unit: suggestion === 1 ? tBook.year : tBook.years,
                })
              : t.yearsOfUseHint}
          </p>
        </div>
        {helpers && (
          <helpers.PriceHint
            book={{
              isbn: typed(isbn) || undefined,
              title: typed(title) || undefined,
              author: typed(author) || undefined,
              condition: typed(condition) || undefined,
              printedPrice: typed(original) || undefined,
              purchaseYear: typed(purchaseYear) || undefined,
              price: typed(resale) || undefined,
            }}
            onAccept={(price) =>
              setValue('resale', inReaderDigits(price), { shouldDirty: true, shouldValidate: true })
            }
          />
        )}
        {text('publisher', tListing.publisherOptional)}
        {text('publishedYear', tListing.publishedYearOptional, { inputMode: 'numeric' })}
        {text('pages', tListing.pagesOptional, { inputMode: 'numeric' })}
        {text('language', tListing.languageOptional)}
        {text('sellerName', t.seller, { autoComplete: 'name' })}
        {text('conatct', t.phone, { type: 'tel', autoComplete: 'tel' })}
        <Field id="book-category" label={t.category} error={errors.category?.message} announce>
          <select
            id="book-category"
            className={controlClass}
            {...invalidProps('book-category', errors.category?.message)}
            {...register('category')}
          >
            <option value="">{t.chooseACategory}</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="book-description"
          label={t.description}
          error={errors.description?.message}
          announce
          className="sm:col-span-2"
        >
          <textarea
            id="book-description"
            rows={4}
            className={controlClass}
            {...invalidProps('book-description', errors.description?.message)}
            {...register('description')}
          />
        </Field>
        <label
          htmlFor="book-cod"
          className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2"
        >
          <input id="book-cod" type="checkbox" className="h-4 w-4" {...register('cashOnDelivery')} />
          {t.cashOnDeliveryOption}
        </label>
        <label
          htmlFor="book-courier"
          className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2"
        >
          <input id="book-courier" type="checkbox" className="h-4 w-4" {...register('sendsByCourier')} />
          {t.sendsByCourier}
        </label>
        <label
          htmlFor="book-exchange"
          className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2"
        >
          <input id="book-exchange" type="checkbox" className="h-4 w-4" {...register('openToExchange')} />
          {t.openToExchangeOption}
        </label>
        {openToExchange && (
          <Field
            id="book-wants"
            label={t.wantedInReturnWithHint}
            error={errors.wants?.message}
            announce
            className="sm:col-span-2"
          >
            <textarea
              id="book-wants"
              rows={2}
              maxLength={300}
              className={controlClass}
              {...invalidProps('book-wants', errors.wants?.message)}
              {...register('wants')}
            />
          </Field>
        )}
        {serverError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {serverError}
          </p>
        )}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={addBook.isPending || uploadingPhotos}
            className={buttonClass({ size: 'xl', className: 'w-full sm:w-auto' })}
          >
            {addBook.isPending || uploadingPhotos ? t.adding : t.addBook}
          </button>
        </div>
      </form>
    </section>
  );
}
