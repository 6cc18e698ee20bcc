import '@sift/ui/fonts';
