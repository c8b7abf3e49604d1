/** Strings of the terms-of-use gate and the platform administrator's terms page (under `app.terms`). */
export const termsEn = {
  lead: 'Read the terms of use and accept them to continue.',
  version: 'Version %{version}',
  accept: 'Accept',
  retry: 'Retry',
  admin: {
    title: 'Terms of use',
    published: 'Published versions',
    version: 'Version',
    published_at: 'Published',
    excerpt: 'Text',
    current: 'In force',
    publish_title: 'Publish a new version',
    publish_help:
      'The new version is in force at once: every user is asked to accept it at their next sign-in. A published version is never changed.',
    textPt: 'Text in Portuguese',
    textEn: 'Text in English',
    publish: 'Publish',
    confirm: 'Publish version %{version}? Every user will have to accept it again.',
    done: 'Version %{version} published',
  },
};

export const termsPtBr: typeof termsEn = {
  lead: 'Leia os termos de uso e aceite-os para continuar.',
  version: 'Versão %{version}',
  accept: 'Aceitar',
  retry: 'Tentar novamente',
  admin: {
    title: 'Termos de uso',
    published: 'Versões publicadas',
    version: 'Versão',
    published_at: 'Publicada em',
    excerpt: 'Texto',
    current: 'Em vigor',
    publish_title: 'Publicar uma nova versão',
    publish_help:
      'A nova versão entra em vigor na hora: cada usuário terá de aceitá-la no próximo acesso. Uma versão publicada nunca é alterada.',
    textPt: 'Texto em português',
    textEn: 'Texto em inglês',
    publish: 'Publicar',
    confirm: 'Publicar a versão %{version}? Todos os usuários terão de aceitá-la novamente.',
    done: 'Versão %{version} publicada',
  },
};
