export function CustomerReview() {
  return (
    <section aria-labelledby="review-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="review-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        What our readers say
      </h2>
      <figure className="mt-6 rounded-2xl bg-brand-800 p-6 text-white shadow-md sm:p-10">
        <p className="text-amber-300" role="img" aria-label="Rated 5 out of 5">
          <span aria-hidden="true" className="text-xl tracking-widest">
            ★★★★★
          </span>
        </p>
        <blockquote className="mt-4 text-lg leading-relaxed sm:text-xl">
          “I sold last year's HSC books in two days and bought the whole BCS preliminary set for less than
          half the shop price. The seller even met me at the Nilkhet crossing. BoiBazar is now the first place
          I look.”
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 items-center justify-center rounded-full bg-amber-400 font-bold text-stone-900"
          >
            FA
          </span>
          <span>
            <span className="block font-semibold">Farhana Akter</span>
            <span className="block text-sm text-brand-100">Student, University of Dhaka</span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
