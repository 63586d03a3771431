/** Fields every reference list has (contracts/admin-reference). */
const referenceFields = {
  name: 'Nom',
  slug: 'Identifiant d’URL',
  deletedAt: 'Mis à la corbeille le',
  q: 'Rechercher',
};

/** Fields of the versioned legal documents (privacy policy, terms, consent form). */
const legalFields = {
  version: 'Version',
  effective_date: 'En vigueur le',
  title: 'Titre',
  body: 'Texte',
  published: 'Publié',
  deletedAt: 'Mis à la corbeille le',
  q: 'Rechercher',
};

/**
 * French messages of the back office (default locale), merged over ra-language-french.
 * `app.*` keys are ours; `ra.*` keys override react-admin's.
 */
export const fr = {
  ra: {
    auth: {
      email: 'Adresse e-mail',
    },
    locales: {
      fr: 'Français',
      en: 'Anglais',
    },
    tiptap: {
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      strike: 'Barré',
      code: 'Code',
      list_bulleted: 'Liste à puces',
      list_numbered: 'Liste numérotée',
      link: 'Ajouter un lien',
      blockquote: 'Citation',
      clear_format: 'Effacer la mise en forme',
      paragraph: 'Paragraphe',
      heading1: 'Titre de niveau 1',
      heading2: 'Titre de niveau 2',
      heading3: 'Titre de niveau 3',
      heading4: 'Titre de niveau 4',
      heading5: 'Titre de niveau 5',
      heading6: 'Titre de niveau 6',
      select_level: 'Choisir le niveau',
      current_level: 'Niveau actuel',
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
        deletedAt: 'Mis à la corbeille le',
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
    countries: {
      name: 'Pays |||| Pays',
      fields: { ...referenceFields, code: 'Code ISO', isd_code: 'Indicatif téléphonique' },
      help: {
        code: 'Code ISO 3166-1 à deux lettres, par exemple FR.',
        isd_code: 'Indicatif international, par exemple +33.',
      },
    },
    cities: {
      name: 'Ville |||| Villes',
      fields: { ...referenceFields, country: 'Pays', country_code: 'Code du pays', population: 'Population' },
    },
    nationalities: {
      name: 'Nationalité |||| Nationalités',
      fields: { ...referenceFields, country_code: 'Code du pays' },
    },
    languages: {
      name: 'Langue |||| Langues',
      fields: { ...referenceFields, code: 'Code ISO 639' },
      help: {
        code: 'Code ISO 639 de deux ou trois lettres, par exemple fr.',
      },
    },
    disorders: {
      name: 'Trouble |||| Troubles',
      fields: referenceFields,
    },
    keywords: {
      name: 'Mot-clé |||| Mots-clés',
      fields: referenceFields,
    },
    objectives: {
      name: 'Objectif |||| Objectifs',
      fields: referenceFields,
    },
    specializations: {
      name: 'Spécialisation |||| Spécialisations',
      fields: { ...referenceFields, description: 'Description' },
    },
    'complaint-types': {
      name: 'Type de réclamation |||| Types de réclamation',
      fields: referenceFields,
    },
    blogs: {
      name: 'Article de blog |||| Articles de blog',
      fields: {
        title: 'Titre',
        slug: 'Identifiant d’URL',
        excerpt: 'Extrait',
        body: 'Texte',
        cover: 'Image de couverture',
        author: 'Auteur',
        tags: 'Mots-clés',
        published: 'Publié',
        published_date: 'Date de publication',
        deletedAt: 'Mis à la corbeille le',
        q: 'Rechercher',
      },
      help: {
        tags: 'Appuyer sur Entrée après chaque mot-clé.',
      },
    },
    authors: {
      name: 'Auteur |||| Auteurs',
      fields: {
        name: 'Nom',
        bio: 'Biographie',
        photo: 'Photo',
        deletedAt: 'Mis à la corbeille le',
        q: 'Rechercher',
      },
    },
    quotes: {
      name: 'Citation |||| Citations',
      fields: {
        quote_title: 'Titre',
        author_name: 'Auteur',
        text: 'Citation',
        slug: 'Identifiant d’URL',
        published: 'Publiée',
        deletedAt: 'Mise à la corbeille le',
        q: 'Rechercher',
      },
    },
    faqs: {
      name: 'Question fréquente |||| Questions fréquentes',
      fields: {
        question: 'Question',
        answer: 'Réponse',
        category: 'Rubrique',
        order: 'Rang',
        slug: 'Identifiant d’URL',
        published: 'Publiée',
        deletedAt: 'Mise à la corbeille le',
        q: 'Rechercher',
      },
      categories: {
        booking: 'Réservation',
        payments: 'Paiements',
        privacy: 'Confidentialité',
        consultants: 'Consultants',
        account: 'Compte',
      },
      help: {
        order: 'Les questions d’une rubrique s’affichent par rang croissant.',
      },
    },
    'digital-products': {
      name: 'Produit numérique |||| Produits numériques',
      fields: {
        name: 'Nom',
        slug: 'Identifiant d’URL',
        description: 'Description',
        category: 'Catégorie',
        price: 'Prix',
        price_in: 'Prix (%{currency})',
        currency: 'Devise',
        images: 'Images',
        published: 'Publié',
        deletedAt: 'Mis à la corbeille le',
        q: 'Rechercher',
      },
      categories: {
        'herbal-teas': 'Tisanes',
        oils: 'Huiles',
        supplements: 'Compléments',
        books: 'Livres',
        accessories: 'Accessoires',
        programs: 'Programmes',
      },
      help: {
        price: 'En unités de la devise, par exemple 24,90.',
      },
    },
    pages: {
      name: 'Page |||| Pages',
      fields: {
        slug: 'Identifiant d’URL',
        title: 'Titre',
        subtitle: 'Sous-titre',
        sections: 'Sections',
        section_key: 'Clé de la section',
        section_title: 'Titre de la section',
        section_body: 'Texte de la section',
        section_image: 'Image de la section',
        published: 'Publiée',
        deletedAt: 'Mise à la corbeille le',
        q: 'Rechercher',
      },
      help: {
        section_key: 'Place de la section sur la page, par exemple hero ou mission.',
      },
    },
    'privacy-policies': {
      name: 'Politique de confidentialité |||| Politiques de confidentialité',
      fields: legalFields,
    },
    'terms-conditions': {
      name: 'Conditions générales |||| Conditions générales',
      fields: legalFields,
    },
    'consent-forms': {
      name: 'Formulaire de consentement |||| Formulaires de consentement',
      fields: legalFields,
    },
    'web-setting': {
      name: 'Paramètres du site |||| Paramètres du site',
      title: 'Paramètres du site',
      fields: {
        site_title: 'Titre du site',
        domain_name: 'Nom de domaine',
        legal_name: 'Raison sociale',
        social_links: 'Réseaux sociaux',
        network: 'Réseau',
        url: 'Adresse de la page',
        web_logo: 'Logo',
        fab_icon: 'Icône du site (favicon)',
      },
      networks: {
        facebook: 'Facebook',
        instagram: 'Instagram',
        linkedin: 'LinkedIn',
        youtube: 'YouTube',
        x: 'X',
        tiktok: 'TikTok',
        whatsapp: 'WhatsApp',
      },
      help: {
        domain_name: 'Par exemple bien-etre.example.',
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
    trash: {
      menu: 'Corbeille · %{name}',
      menu_short: 'Corbeille',
      title: 'Corbeille : %{name}',
      empty: 'La corbeille est vide.',
      move: 'Mettre à la corbeille',
      moved: 'Élément mis à la corbeille |||| %{smart_count} éléments mis à la corbeille',
      restore: 'Restaurer',
      restored: 'Élément restauré |||| %{smart_count} éléments restaurés',
      delete_permanently: 'Supprimer définitivement',
      delete_title: 'Supprimer définitivement « %{name} » ?',
      bulk_delete_title: 'Supprimer définitivement %{smart_count} élément ? |||| Supprimer définitivement %{smart_count} éléments ?',
      delete_content: 'Cette suppression est définitive : l’élément ne pourra plus être restauré.',
      deleted: 'Élément supprimé définitivement |||| %{smart_count} éléments supprimés définitivement',
      partly_restored: 'Restaurés : %{done}. Refusé : %{smart_count} — %{reason} |||| Restaurés : %{done}. Refusés : %{smart_count} — %{reason}',
      partly_deleted: 'Supprimés définitivement : %{done}. Refusé : %{smart_count} — %{reason} |||| Supprimés définitivement : %{done}. Refusés : %{smart_count} — %{reason}',
    },
    media: {
      choose: 'Choisir une image',
      replace: 'Remplacer l’image',
      remove: 'Retirer l’image',
      uploading: 'Envoi de l’image…',
    },
    rich_text: {
      loading: 'Chargement de l’éditeur…',
    },
    help: {
      slug: 'Lettres minuscules, chiffres et tirets. Laisser vide pour le former à partir du nom (ou du titre) anglais.',
      published: 'Visible sur le site public une fois publié.',
      currency: 'Code ISO 4217, par exemple EUR.',
      version: 'Par exemple 2 ou 2.1 : la version publiée la plus récente est celle du site public.',
    },
    validation: {
      slug: 'Lettres minuscules, chiffres et tirets uniquement.',
      country_code: 'Deux lettres, par exemple FR.',
      isd_code: 'Un indicatif comme +33.',
      language_code: 'Deux ou trois lettres, par exemple fr.',
      currency: 'Trois lettres, par exemple EUR.',
      version: 'Des nombres séparés par des points, par exemple 2.1.',
      url: 'Une adresse commençant par https://.',
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
