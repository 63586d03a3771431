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
  resources: {
    coupons: {
      name: 'Code promo |||| Codes promo',
      fields: {
        code: 'Code',
        description: 'Description',
        kind: 'Type de remise',
        percent_off: 'Remise (%)',
        amount_off_minor: 'Montant de la remise',
        amount_off: 'Montant de la remise (%{currency})',
        currency: 'Devise',
        discount: 'Remise',
        valid_from: 'Valable à partir du',
        valid_until: "Valable jusqu'au",
        max_uses: "Nombre maximal d'utilisations",
        once_per_client: 'Une seule fois par client',
        active: 'Actif',
        uses: 'Utilisations',
        q: 'Rechercher',
      },
      kinds: {
        percent: 'Pourcentage',
        fixed: 'Montant fixe',
      },
      help: {
        code: 'De 3 à 32 caractères : lettres, chiffres, - et _. Enregistré en majuscules.',
        currency: 'Code ISO 4217, par exemple EUR.',
        amount_off: 'En unités de la devise, par exemple 12,50.',
        max_uses: 'Laisser vide pour un nombre illimité.',
      },
      errors: {
        code_chars: 'Lettres, chiffres, - et _ uniquement.',
        currency: 'Trois lettres, par exemple EUR.',
        amount_positive: 'Le montant doit être positif.',
        until_after_from: 'La fin de validité doit suivre son début.',
      },
    },
  },
  app: {
    name: 'Back-office',
    login: {
      redirecting: 'Redirection vers la page de connexion…',
    },
    identity: {
      generic: 'Administrateur',
    },
    change_password: {
      title: 'Changer le mot de passe',
      hint: 'Le nouveau mot de passe compte de %{min} à %{max} caractères, dont au moins une lettre et un chiffre.',
      current_password: 'Mot de passe actuel',
      new_password: 'Nouveau mot de passe',
      confirm_password: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
      success: 'Votre mot de passe a été modifié.',
      failure: "Le mot de passe n'a pas pu être modifié. Veuillez réessayer.",
      errors: {
        length: 'Le mot de passe doit compter de %{min} à %{max} caractères.',
        letter_and_digit: 'Le mot de passe doit contenir au moins une lettre et un chiffre.',
        mismatch: 'Les deux mots de passe ne correspondent pas.',
      },
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
      coupons: 'Codes promo',
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
      change_password: 'Changer le mot de passe',
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
