// The request got no usable answer: refused, DNS, TLS, proxy, reset, or a deadline passed.
import type { MessageCode } from '../messageCodes';
import type { Wordings } from './wording';

type NetworkCode = Extract<MessageCode, `network.${string}`>;

export const NETWORK_WORDINGS: Wordings<NetworkCode> = {
  'network.refused': (l10n, d) =>
    l10n.t('The connection to {0} was refused: is the service address right and the service running?', d.host),
  'network.dns': (l10n, d) => l10n.t('The host {0} could not be found (DNS). Check the service address and your network.', d.host),
  'network.timeout': (l10n, d) => l10n.t('{0} did not answer in time. Check your network, or raise the timeout settings.', d.host),
  'network.tlsUntrusted': (l10n, d) =>
    l10n.t(
      "The certificate of {0} is not trusted: it is signed by a certificate authority this computer does not know{1}. If your network inspects secure connections (a corporate proxy or security software), add its root certificate to the operating system's trust store (ask your IT department); VS Code passes that store to extensions while http.systemCertificates is on.",
      d.host,
      d.named ?? '',
    ),
  'network.tlsExpired': (l10n, d) =>
    l10n.t("The certificate of {0} is outside its validity period{1}. Check this computer's date and time.", d.host, d.named ?? ''),
  'network.tlsHostname': (l10n, d) =>
    l10n.t('The certificate presented for {0} is for another host name{1}. Check the service address.', d.host, d.named ?? ''),
  'network.tls': (l10n, d) =>
    l10n.t('The secure connection to {0} failed{1}. Check the service address and your network.', d.host, d.named ?? ''),
  'network.proxyAuth': (l10n, d) =>
    l10n.t(
      "The proxy asks for a sign-in (407 Proxy Authentication Required) before it connects to {0}, and no accepted credentials were given. Sign in when VS Code asks for the proxy's credentials. Never put the password into http.proxy: settings are plain text and may be synced.",
      d.host,
    ),
  'network.proxy': (l10n, d) => l10n.t('The proxy refused or failed the connection to {0}. Check http.proxy.', d.host),
  'network.blockedPage': (l10n, d) =>
    l10n.t(
      "{0} answered {1} with a page that is not the service's{2}: a proxy or firewall may be blocking the service. Check http.proxy, or ask your network administrator.",
      d.host,
      d.status,
      d.page === undefined ? '' : l10n.t(' ("{0}")', d.page),
    ),
  'network.reset': (l10n, d) => l10n.t('The connection to {0} was closed before the answer was complete.', d.host),
  'network.other': (l10n, d) => l10n.t('The request to {0} failed: {1}.', d.host, d.detail ?? ''),
  'network.answerTimeout': (l10n, d) =>
    l10n.t(
      '{0} did not send its whole answer within {1} s. Check your network, or raise convertFiles.requestTimeoutSeconds.',
      d.host,
      d.seconds,
    ),
  'network.answerTimeoutAtLimit': (l10n, d) =>
    l10n.t(
      "{0} did not send its whole answer within {1} s, the longest VS Code's network layer waits. Check your network, or convert a smaller file.",
      d.host,
      d.seconds,
    ),
  'network.noAnswerWithin': (l10n, d) => l10n.t('{0} did not answer within {1} s.', d.host, d.seconds),
};
