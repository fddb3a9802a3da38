// A host suite whose tests are spread over several files, one per responsibility (convert*.test.ts,
// credentials*.test.ts…): each file describes its tests through the suite's describe…Suite() from
// here, so that they share one title (their tests' full titles), one time limit and one set-up.

/**
 * The describe() of a suite over several files: `title` and `timeoutMs` for each file's part, and
 * `setUp` (which registers the suite's hooks) run inside it, its result handed to the tests.
 */
export function sharedSuite<T>(title: string, timeoutMs: number, setUp: () => T): (tests: (suite: T) => void) => void {
  return (tests) =>
    describe(title, function () {
      this.timeout(timeoutMs);
      tests(setUp());
    });
}
