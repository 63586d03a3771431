/**
 * French messages of the back office (default locale), merged over ra-language-french.
 * `app.*` keys are ours; `ra.*` keys override react-admin's.
 */
export const fr = {
  ra: {
    auth: {
      email: 'Adresse e-mail',
    },
  },
  app: {
    name: 'Back-office',
    login: {
      title: 'Back-office — Connexion',
      subtitle: 'Espace réservé aux administrateurs de la plateforme',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome:
        'Bienvenue dans le back-office de la plateforme de consultations bien-être. ' +
        'Les administrateurs y gèrent les données de référence, les contenus, les consultants, ' +
        'les clients, les réservations et les réclamations.',
      manages: 'Ce que le back-office permet de gérer',
      coming_soon: 'Les rubriques arrivent au fil des prochaines versions.',
    },
    menu: {
      dashboard: 'Tableau de bord',
      medicine: 'Médecine',
      consultant: 'Consultants',
      client: 'Clients',
      all_booking: 'Toutes les réservations',
      privacy_policy: 'Politique de confidentialité',
      terms_condition: 'Conditions générales',
      web_setting: 'Paramètres du site',
      nationality: 'Nationalités',
      country: 'Pays',
      city: 'Villes',
      disorder: 'Troubles',
      specialization: 'Spécialisations',
      blog: 'Blog',
      language: 'Langues',
      objective: 'Objectifs',
      quote: 'Citations',
      keywords: 'Mots-clés',
      complaint: 'Réclamations',
      complaint_type: 'Types de réclamation',
      digital_product: 'Produits numériques',
      user_waiting_list: "Liste d'attente",
    },
    user_menu: {
      public_site: 'Site public',
    },
    footer: {
      copyright: '© %{year} — Plateforme de consultations bien-être. Tous droits réservés.',
    },
  },
};

/** Shape every locale's messages must follow (keys of the French file). */
export type AppMessages = DeepStringRecord<typeof fr>;

type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};
