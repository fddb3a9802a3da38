/**
 * html→pdf's parameters, as far as the real converter's are known. The service's catalogue page
 * for html/to/pdf could not be read; the list is the web converter's PDF options with the File
 * input instead of Url, from: ConvertAPI's docs (`header`/`footer` take HTML, remote assets do
 * not load: ConvertAPI/docs blog/web-to-pdf-header-media.md; html-to-pdf lets you turn
 * JavaScript off and block ads: blog/html-to-pdf-php.md), its official .NET example (a web→pdf
 * `Footer` with `<span class='pageNumber'>` and `<span class='date'>`:
 * ConvertAPI/convertapi-example-dotnet ConvertUrlToPdf/Program.cs), the service's web-to-jpg page
 * (`ConversionDelay` 0–30, `AdBlock`), and, for every other name, type and page size, Pipedream's
 * ConvertAPI component (components/convertapi/actions/convert-web-url, common/constants.mjs),
 * which is not the service's own code. That html→pdf takes the same set as web→pdf, the
 * defaults said to be guesses below and every range but ConversionDelay's are the emulator's
 * guesses: a test that leans on one tests the emulator, not the service.
 */
import { PAGE_RANGE_PARAM, bool, choice, integer, text, type ParamSpec } from './parameters';

/** PageSize values (Pipedream's ConvertAPI constants list them lower-case). */
export const HTML_PAGE_SIZES = [
  'a0',
  'a1',
  'a2',
  'a3',
  'a4',
  'a5',
  'a6',
  'a7',
  'a8',
  'a9',
  'b0',
  'b1',
  'b2',
  'b3',
  'b4',
  'b5',
  'letter',
  'legal',
  'ledger',
] as const;

const selector = (name: string, label: string, description: string): ParamSpec => text(name, label, 'Page', description);
const millimetres = (name: string, label: string, side: string): ParamSpec =>
  integer(name, label, 'Page', `The page's ${side} margin in millimetres (guess: default 0, 0–500).`, 0, 500);

export const HTML_PDF_PARAMS: readonly ParamSpec[] = [
  integer(
    'ConversionDelay',
    'Conversion delay',
    'Execution',
    'Seconds to wait after the page has loaded, before printing.',
    0,
    30,
    0,
    true,
  ),
  bool('JavaScript', 'JavaScript', 'Execution', 'Let the page run its scripts (guess: default true).', true),
  text('WaitElement', 'Wait element', 'Execution', 'A CSS selector: print once such an element is in the page (waited for at most 30 s).'),
  text('UserJs', 'User JavaScript', 'Execution', 'JavaScript run in the page after it has loaded, before printing.'),
  text('UserCss', 'User CSS', 'Page', 'CSS added to the page before printing.'),
  selector('HideElements', 'Hide elements', 'A CSS selector of elements to hide.'),
  selector('ShowElements', 'Show elements', 'A CSS selector of the only elements to show.'),
  choice('CssMediaType', 'CSS media type', 'Page', 'The CSS media the page is laid out for.', ['screen', 'print'], 'screen'),
  bool('LoadLazyContent', 'Load lazy content', 'Page', 'Load images that load only when scrolled into view.', false),
  bool('AdBlock', 'Block ads', 'Page', 'Block advertisements (the emulator blocks every request anyway).', false),
  bool('CookieConsentBlock', 'Block cookie banners', 'Page', 'Remove cookie consent banners (no effect in the emulator).', false),
  integer('ViewportWidth', 'Viewport width', 'Page', 'Browser viewport width in pixels.', 200, 4000, 1366),
  integer('ViewportHeight', 'Viewport height', 'Page', 'Browser viewport height in pixels.', 200, 4000, 1024),
  bool('RespectViewport', 'Respect viewport', 'Page', 'Print as the page looks on screen (no effect in the emulator).', true),
  integer('Scale', 'Scale', 'Page', 'Scale of the page in percent.', 10, 200, 100),
  choice('PageOrientation', 'Page orientation', 'Page', 'Portrait or landscape pages.', ['portrait', 'landscape'], 'portrait'),
  choice('PageSize', 'Page size', 'Page', 'The PDF page size (guess: default a4).', HTML_PAGE_SIZES, 'a4', true),
  integer('PageWidth', 'Page width', 'Page', 'Custom page width in millimetres; wins over PageSize.', 1, 5000),
  integer('PageHeight', 'Page height', 'Page', 'Custom page height in millimetres; wins over PageSize.', 1, 5000),
  millimetres('MarginTop', 'Margin top', 'top'),
  millimetres('MarginRight', 'Margin right', 'right'),
  millimetres('MarginBottom', 'Margin bottom', 'bottom'),
  millimetres('MarginLeft', 'Margin left', 'left'),
  PAGE_RANGE_PARAM,
  bool('Background', 'Print background', 'Page', 'Print background colours and images.', true),
  choice(
    'FixedElements',
    'Fixed elements',
    'Page',
    'What becomes of position:fixed elements: left as they are, made absolute or relative, or hidden.',
    ['fixed', 'absolute', 'relative', 'hide'],
    'fixed',
  ),
  selector('AvoidBreakElements', 'Avoid break elements', 'A CSS selector of elements no page break may cut.'),
  selector('BreakBeforeElements', 'Break before elements', 'A CSS selector of elements that start a new page.'),
  selector('BreakAfterElements', 'Break after elements', 'A CSS selector of elements after which a new page starts.'),
  bool('CompressPDF', 'Compress PDF', 'Output', 'Make the PDF smaller (the emulator\u2019s PDFs are compressed anyway).', false),
  text(
    'Header',
    'Header',
    'Page',
    'HTML printed at the top of every page; classes pageNumber, totalPages, date, title and url are filled in. Remote assets do not load: use data: URIs.',
  ),
  text('Footer', 'Footer', 'Page', 'HTML printed at the bottom of every page; the same classes as Header.'),
];
