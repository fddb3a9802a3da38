// The request got no usable answer: refused, DNS, TLS, proxy, reset, or a deadline passed.
import type { MessageCode } from '../messageCodes';
import type { Wordings } from './wording';

type NetworkCode = Extract<MessageCode, `network.${string}`>;

export const NETWORK_WORDINGS: Wordings<NetworkCode> = {
  'network.refused': 'The connection to {host} was refused: is the service address right and the service running?',
  'network.dns': 'The host {host} could not be found (DNS). Check the service address and your network.',
  'network.timeout': '{host} did not answer in time. Check your network, or raise the timeout settings.',
  'network.tlsUntrusted':
    "The certificate of {host} is not trusted: it is signed by a certificate authority this computer does not know{named}. If your network inspects secure connections (a corporate proxy or security software), add its root certificate to the operating system's trust store (ask your IT department); VS Code passes that store to extensions while http.systemCertificates is on.",
  'network.tlsExpired': "The certificate of {host} is outside its validity period{named}. Check this computer's date and time.",
  'network.tlsHostname': 'The certificate presented for {host} is for another host name{named}. Check the service address.',
  'network.tls': 'The secure connection to {host} failed{named}. Check the service address and your network.',
  'network.proxyAuth':
    "The proxy asks for a sign-in (407 Proxy Authentication Required) before it connects to {host}, and no accepted credentials were given. Sign in when VS Code asks for the proxy's credentials. Never put the password into http.proxy: settings are plain text and may be synced.",
  'network.proxy': 'The proxy refused or failed the connection to {host}. Check http.proxy.',
  'network.blockedPage':
    "{host} answered {status} with a page that is not the service's{pageTitle}: a proxy or firewall may be blocking the service. Check http.proxy, or ask your network administrator.",
  'network.reset': 'The connection to {host} was closed before the answer was complete.',
  'network.other': 'The request to {host} failed: {detail}.',
  'network.answerTimeout':
    '{host} did not send its whole answer within {seconds} s. Check your network, or raise convertFiles.requestTimeoutSeconds.',
  'network.answerTimeoutAtLimit':
    "{host} did not send its whole answer within {seconds} s, the longest VS Code's network layer waits. Check your network, or convert a smaller file.",
  'network.noAnswerWithin': '{host} did not answer within {seconds} s.',
};
