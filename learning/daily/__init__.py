"""«Luyện hằng ngày»: ten minutes a day."""
